import HarkVocabulary

/// Lets a word graph hear sounds before and after the command that belong to no command: a loop
/// of one-phone "garbage" words at the start and at the end, each phone taken at a penalty.
///
/// Without it a grammar search must explain every frame with command words. A voice in the room
/// (a television, people talking) before or after the command then either becomes extra slot
/// values ("… with milk *and a lot of sweetener*") or leaves no complete path at all, and the
/// decoder returns nothing. A phone loop is the usual filler model of keyword spotting: it matches
/// any speech, so only its penalties keep it from eating the command itself.
///
/// Two penalties, because the two mistakes differ in length: a garbage stretch is expensive to
/// start (`entryProbability`, once per edge) and cheaper to go on (`phoneProbability`, per phone).
/// The last few phones of a slot ("… with skim milk") then stay command words, since taking them
/// as garbage costs the entry, while seconds of a background voice cost little more than that.
public struct EdgeGarbage: Hashable, Sendable {
    /// The phones the loop can take (the acoustic model's speech phones).
    public var phones: [String]
    /// The FSG probability of starting a garbage stretch at an edge (with its first phone).
    public var entryProbability: Double
    /// The FSG probability of each further garbage phone (before the decoder's language weight).
    public var phoneProbability: Double
    /// The probability of a path of garbage alone, no sentence at all: the grammar's way of
    /// saying "none of these" for noise or speech that is no command; nil for no such path.
    public var rejectionProbability: Double?
    /// Whether garbage may come before and after a sentence; false leaves only the rejection path
    /// (garbage alone), for searches whose phrases are said on their own, such as a dialog's answers.
    public var surroundsSentences: Bool
    /// With ``surroundsSentences``, whether the loop after sentences is there too; false keeps
    /// only the one before them. A command search decodes again without it when its best path
    /// ended in garbage (`RecognizerConfiguration.completionSearch`).
    public var followsSentences = true
    /// A silence word (the decoder's `<sil>`) the graph may take for free at its start and its
    /// end, or nil. PocketSphinx puts a silence loop on every state at `-silprob`; a search that
    /// makes that price high, so that silence cannot stand in for words inside a sentence, still
    /// needs the pauses before and after it.
    public var edgeSilence: String?
    /// Real words the rejection path may also take, each at `wordProbability`: a crude model of
    /// any other sentence. A phone loop pays the same for every phone whether or not they make
    /// words, so a sentence that answers nothing can be cheaper forced into a stretched answer
    /// than taken as phones; as words of English it is cheaper still. Empty for none.
    public var rejectionWords: [String] = []
    /// Phrases the speaker may say around a sentence that the transcript must show: the
    /// language's harmless phrases ("please", "could you") and the words that turn a request
    /// around ("don't", "is", "tomorrow"). A filler loop alone takes "don't feed the koi tank" as
    /// garbage and "feed the koi tank", which the parser then acts on; with these phrases beside
    /// the garbage phones, the audio decides, and the parser sees what was said. Empty for none.
    public var edgeWords: [[String]] = []
    /// The probability of each of ``edgeWords`` before a sentence (a stretch of them also pays
    /// ``entryProbability``); nil for none there.
    public var edgeWordProbability: Double?
    /// The same after a sentence, where a command's trailing sounds are more often taken for
    /// words; nil for none there.
    public var trailingEdgeWordProbability: Double?
    /// The probability of each of ``rejectionWords`` on the rejection path.
    public var wordProbability: Double = 1e-3
    /// Where garbage surrounds sentences, the rejection path's words have a loop of their own,
    /// entered at this probability (an empty transition, paid before the first word starts).
    public var wordLoopEntryProbability: Double = 1e-6

    /// Garbage of `phones` at `phoneProbability` each, entered at `entryProbability`; `rejectionProbability` nil leaves
    /// out the rejection path. No rejection words and no edge silence unless given.
    public init(
        phones: [String], entryProbability: Double = 1, phoneProbability: Double, rejectionProbability: Double? = nil,
        surroundsSentences: Bool = true, edgeSilence: String? = nil
    ) {
        self.phones = phones.sorted()
        self.entryProbability = entryProbability
        self.phoneProbability = phoneProbability
        self.rejectionProbability = rejectionProbability
        self.surroundsSentences = surroundsSentences
        self.edgeSilence = edgeSilence
    }

    /// The dictionary spelling of the garbage word for `phone`: `++` marks it as a filler that the
    /// recognizer leaves out of transcripts.
    public static func word(for phone: String) -> String { "++garbage-\(phone.lowercased())++" }

    /// Each garbage word with its one-phone pronunciation.
    public var words: [(word: String, phone: String)] { phones.map { (Self.word(for: $0), $0) } }

    /// The garbage words as decoder dictionary entries, for a dictionary that must hold them
    /// before a graph naming them is loaded.
    public var dictionaryEntries: [DictionaryEntry] { words.map(DictionaryEntry.init(onePhoneWord:)) }
}

extension DictionaryEntry {
    /// A word spoken as one phone: a phone loop's word (`EdgeGarbage`, `UnknownValuePath`).
    init(onePhoneWord word: (word: String, phone: String)) {
        self.init(
            word: word.word,
            pronunciations: [SourcedPronunciation(Pronunciation(phones: [word.phone]), source: .explicit)])
    }
}
