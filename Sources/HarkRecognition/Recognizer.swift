internal import CPocketSphinx
import Foundation
import HarkSupport

/// A PocketSphinx decoder built from Swift values. It owns its `ps_decoder_t` and `cmd_ln_t`;
/// neither pointer leaves this type.
///
/// A decoder holds per-utterance search state, so it is deliberately not `Sendable`: batch work
/// builds one `Recognizer` per worker thread from a shared `RecognizerConfiguration`.
public final class Recognizer {
    /// What the decoder was built from.
    public let configuration: RecognizerConfiguration
    private let config: OpaquePointer
    private let decoder: OpaquePointer
    /// Seconds per feature frame (`1 / -frate`), for turning frame indices into times.
    private let secondsPerFrame: Double

    /// Loads the model, dictionary and search of `configuration` into a new decoder, and registers its second-opinion
    /// search when it has one. Throws when a file is missing or PocketSphinx refuses the configuration or cannot load
    /// the model.
    public init(configuration: RecognizerConfiguration) throws(RecognizerError) {
        try Self.checkFiles(of: configuration)
        SphinxLog.configureOnce()

        // A JSGF grammar is registered below by Hark's own loader, not by PocketSphinx from -jsgf.
        var arguments = ["hark"] + configuration.commandLineArguments
        if case .jsgfGrammar = configuration.search, let flag = arguments.firstIndex(of: "-jsgf") {
            arguments.removeSubrange(flag...(flag + 1))
        }
        // The model's feat.params would override a front-end flag it also sets: the decoder reads
        // a copy with the configuration's values instead, needed only until ps_init has read it.
        let featureFile = try Self.featureParametersFile(for: configuration)
        defer { if let featureFile { try? FileManager.default.removeItem(at: featureFile) } }
        if let featureFile { arguments += ["-featparams", featureFile.path] }
        guard let config = Self.parse(arguments) else {
            throw RecognizerError(
                "PocketSphinx rejected the configuration \(configuration.commandLineArguments.joined(separator: " "))")
        }
        guard let decoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw RecognizerError(
                "PocketSphinx could not load its model from \(configuration.acousticModel) with "
                    + "\(configuration.search) (set \(SphinxLog.environmentVariable)=FILE to see its log)")
        }
        self.configuration = configuration
        self.config = config
        self.decoder = decoder
        let frameRate = cmd_ln_int_r(config, "-frate")
        secondsPerFrame = frameRate > 0 ? 1 / Double(frameRate) : 0.01
        // PocketSphinx registers the search a configuration names (-lm, -jsgf, -fsg) as
        // `_default`. Hark keeps track of the active search itself rather than asking
        // ps_get_search, which leaks its hash-table iterator on every call that finds one.
        activeSearchName = searchNames.contains(Self.defaultSearchName) ? Self.defaultSearchName : nil
        if case .jsgfGrammar = configuration.search {
            try useSearch(configuration.search, name: Self.defaultSearchName)
        }
        if let second = configuration.secondOpinion {
            try useSearch(second, name: Self.secondOpinionSearchName)
            try activateSearch(named: primarySearchName)
        }
        if let general = configuration.generalReading {
            try useSearch(general, name: Self.generalReadingSearchName)
            try activateSearch(named: primarySearchName)
        }
        if let completion = configuration.completionSearch {
            try useCompletionSearch(completion, for: primarySearchName)
        }
    }

    /// The name the configuration's second-opinion search is registered under.
    public static let secondOpinionSearchName = "second-opinion"
    /// The name the configuration's general-reading search is registered under.
    public static let generalReadingSearchName = "general-reading"
    /// The name PocketSphinx gives the search its configuration names (its PS_DEFAULT_SEARCH).
    static let defaultSearchName = "_default"
    /// The search the configuration names first, which `recognize` uses unless told otherwise.
    public let primarySearchName = Recognizer.defaultSearchName

    /// Decodes with the configuration's second-opinion search, then returns to the primary one.
    public func recognizeWithSecondOpinion(_ samples: [Int16], alternatives: Int = 0) throws(RecognizerError)
        -> Transcript
    {
        try activateSearch(named: Self.secondOpinionSearchName)
        defer { try? activateSearch(named: primarySearchName) }
        return try recognize(samples, alternatives: alternatives)
    }

    /// Decodes with the configuration's general-reading search (nil without one), then returns
    /// to the primary search.
    public func recognizeGeneralReading(_ samples: [Int16]) throws(RecognizerError) -> Transcript? {
        guard configuration.generalReading != nil else { return nil }
        try activateSearch(named: Self.generalReadingSearchName)
        defer { try? activateSearch(named: primarySearchName) }
        return try recognize(samples)
    }

    deinit {
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    /// Decodes one whole utterance of 16 kHz mono 16-bit samples.
    ///
    /// The utterance is processed in one call with `full_utt` set, as `pocketsphinx_batch` does, so
    /// cepstral mean normalisation uses the whole utterance rather than a running estimate.
    ///
    /// Each call is a stream of its own: the front end's noise estimate (spectral subtraction and
    /// the voice-activity detector's noise floor) otherwise carries over from the previous
    /// utterance, so the same file would decode differently depending on what came before it.
    /// - Parameters:
    ///   - samples: the utterance, 16 kHz mono; empty is an error.
    ///   - alternatives: how many n-best hypotheses to add (0 for none).
    ///
    /// When the active search has a completion search (``useCompletionSearch(_:for:)``) and its
    /// best path ends in at least ``RecognizerConfiguration/completionCheckSeconds`` of garbage,
    /// the utterance is decoded again with the completion search, and that reading is kept when
    /// it found a whole sentence (and, given
    /// ``RecognizerConfiguration/completionMarginPerSecond``, its path scores better by that
    /// margin). Garbage phones leading the word-exit beam prune the words that continue a
    /// sentence; in a loud room they fit its last words better than the words do, so a command's
    /// tail is heard only where the sentence must be finished. A word forced there that was not
    /// said fits far worse than the reading's others (``RecognizerConfiguration/unfitWordMargin``).
    public func recognize(_ samples: [Int16], alternatives: Int = 0) throws(RecognizerError) -> Transcript {
        let first = try decode(samples, alternatives: alternatives)
        guard let active = activeSearchName, let completion = completionSearchNames[active],
            first.trailingGarbageSeconds > 0, first.trailingGarbageSeconds >= configuration.completionCheckSeconds
        else { return first }
        try activateSearch(named: completion)
        defer { try? activateSearch(named: active) }
        var completed = try decode(samples, alternatives: alternatives)
        // A score of 0 is no complete path at all.
        guard completed.score != 0, !completed.words.isEmpty else { return first }
        if let perSecond = configuration.completionMarginPerSecond,
            Double(completed.score) <= Double(first.score) + perSecond * first.trailingGarbageSeconds
        {
            return first
        }
        completed.completed = true
        return completed
    }

    /// The completion searches registered, by the name of the search each completes.
    private var completionSearchNames: [String: String] = [:]

    /// Registers `completion` (the sentences of the search `name`, without garbage after them) as
    /// that search's completion pass, replacing any earlier one; nil removes it. The active search
    /// stays active.
    public func useCompletionSearch(_ completion: RecognizerConfiguration.Search?, for name: String)
        throws(RecognizerError)
    {
        let completionName = "\(name)\(Self.completionSuffix)"
        if searchNames.contains(completionName) { try removeSearch(named: completionName) }
        completionSearchNames[name] = nil
        guard let completion else { return }
        let active = activeSearchName
        try useSearch(completion, name: completionName)
        completionSearchNames[name] = completionName
        if let active { try activateSearch(named: active) }
    }

    /// What a completion search's name adds to the name of the search it completes.
    static let completionSuffix = "+completion"

    private func decode(_ samples: [Int16], alternatives: Int) throws(RecognizerError) -> Transcript {
        guard !samples.isEmpty else { throw RecognizerError("no samples to decode") }
        guard ps_start_stream(decoder) >= 0, ps_start_utt(decoder) >= 0 else {
            throw RecognizerError("decoder could not start an utterance")
        }
        let processed = samples.withUnsafeBufferPointer {
            ps_process_raw(decoder, $0.baseAddress, $0.count, 0, 1)
        }
        guard ps_end_utt(decoder) >= 0, processed >= 0 else {
            throw RecognizerError("decoder failed while processing audio")
        }

        var score: Int32 = 0
        let hypothesis = ps_get_hyp(decoder, &score)
        let text = hypothesis.map { Self.cleanHypothesis(String(cString: $0)) } ?? ""
        // ps_get_prob computes the lattice posteriors that the word segments then report. It
        // returns 0 when it computed none: a grammar (FSG) search runs no best-path pass, so its
        // lattice would have to be built just to be read (minutes for a file of loud babble, whose
        // every frame keeps the garbage edges' words alive) and every link in it would read 1.
        let utterancePosterior = ps_get_prob(decoder)
        let (words, fit, trailingGarbageFrames, heardGarbage) = segments(
            logmath: ps_get_logmath(decoder), readLattice: utterancePosterior != 0)
        var transcript = Transcript(
            text: text, words: words, score: Int(score), confidence: Self.meanConfidence(words),
            alternatives: alternatives > 0 ? nBest(alternatives) : [])
        transcript.trailingGarbageSeconds = Double(trailingGarbageFrames) * secondsPerFrame
        if words.isEmpty {
            if hypothesis == nil, let active = activeSearchName, ps_get_fsg(decoder, active) != nil {
                transcript.heardNothingBecause = .noCompletePath
            } else if heardGarbage {
                transcript.heardNothingBecause = .onlyGarbage
            }
        }
        // Only meaningful when every frame's best senone was scored (-compallsen, which a
        // minimum fit turns on); otherwise the reference is whichever senones the search kept.
        if configuration.minimumAcousticFit != nil { transcript.acousticFit = fit.perFrame }
        if let margin = configuration.unfitWordMargin {
            transcript.unfitWord = transcript.firstUnfitWord(margin: margin)
        }
        return transcript
    }

    /// The acoustic score of the stretch from the first spoken word's first frame to the last
    /// one's last frame, pauses and fillers between them included.
    private struct AcousticFit {
        var score = 0
        var frames = 0
        var perFrame: Double? { frames > 0 ? Double(score) / Double(frames) : nil }
    }

    /// The spoken words, their acoustic fit, how many frames of garbage follow the last of them,
    /// and whether the path went through any garbage at all.
    private func segments(logmath: OpaquePointer?, readLattice: Bool) -> ([WordSegment], AcousticFit, Int, Bool) {
        var words: [WordSegment] = []
        // Every segment's frames and acoustic score, to total the spoken stretch afterwards.
        var stretch: [(start: Int32, end: Int32, acoustic: Int32, spoken: Bool, garbage: Bool)] = []
        let lattice = readLattice ? LatticeWordPosteriors(decoder: decoder, logmath: logmath) : nil
        // A word's fit is read where its acoustic score is in senone units relative to each frame's
        // best senone: a grammar's path (the n-gram search shifts its scores) with every senone scored.
        let fitsWords =
            configuration.scoresEverySenone && activeSearchName.map { ps_get_fsg(decoder, $0) != nil } == true
        for segment in DecoderSegment.bestPath(of: decoder) {
            let (startFrame, endFrame) = (segment.startFrame, segment.endFrame)
            let word = segment.token.flatMap { Self.spokenWord($0) }
            let garbage = segment.token?.hasPrefix("++garbage") == true
            stretch.append((startFrame, endFrame, segment.acousticScore, word != nil, garbage))
            if word == UnknownWord.word, let last = words.last, last.word == word {
                words[words.count - 1].end = Double(endFrame + 1) * secondsPerFrame
                words[words.count - 1].acousticFit = nil
            } else if let word {
                let pathPosterior = Self.probability(logmath_exp(logmath, segment.logProbability))
                let confidence =
                    lattice?.posterior(of: word, atFrame: (startFrame + endFrame) / 2) ?? pathPosterior
                words.append(
                    WordSegment(
                        word: word, start: Double(startFrame) * secondsPerFrame,
                        end: Double(endFrame + 1) * secondsPerFrame,
                        confidence: max(confidence, pathPosterior),
                        acousticFit: fitsWords
                            ? Double(segment.acousticScore) / Double(max(1, endFrame - startFrame + 1)) : nil))
            }
        }
        var fit = AcousticFit()
        if let first = stretch.firstIndex(where: \.spoken), let last = stretch.lastIndex(where: \.spoken) {
            for part in stretch[first...last] {
                fit.score += Int(part.acoustic)
                fit.frames += Int(max(0, part.end - part.start + 1))
            }
        }
        var trailingGarbage = 0
        if let last = stretch.lastIndex(where: \.spoken) {
            for part in stretch[(last + 1)...] where part.garbage {
                trailingGarbage += Int(max(0, part.end - part.start + 1))
            }
        }
        return (words, fit, trailingGarbage, stretch.contains(where: \.garbage))
    }

    /// The posterior of a word at a moment, whatever its pronunciation and exact boundaries: the
    /// summed posteriors of the lattice's links for that word that span the moment. The best
    /// path's own link holds only its share: a word with two pronunciations ("a": AH or EY) or
    /// with several near end frames splits its probability among links, and a name the
    /// dictionary gives four G2P guesses looked four times less sure than one with a single
    /// pronunciation. Links spanning one frame are alternatives to each other, so the sum is a
    /// probability.
    private struct LatticeWordPosteriors {
        private struct Link {
            let startFrame: Int32
            let endFrame: Int32
            let posterior: Double
        }
        private let linksByWord: [String: [Link]]

        /// Nil when the decoder has no lattice for the utterance (then the path's posterior stands).
        init?(decoder: OpaquePointer, logmath: OpaquePointer?) {
            guard let lattice = ps_get_lattice(decoder) else { return nil }
            var links: [String: [Link]] = [:]
            // Each iterator frees itself when it runs out; neither loop stops early.
            var nodes = ps_latnode_iter(lattice)
            while let nodeIterator = nodes {
                if let node = ps_latnode_iter_node(nodeIterator), let base = ps_latnode_baseword(lattice, node) {
                    let word = String(cString: base)
                    var exits = ps_latnode_exits(node)
                    while let linkIterator = exits {
                        if let link = ps_latlink_iter_link(linkIterator) {
                            var startFrame: Int16 = 0
                            let endFrame = ps_latlink_times(link, &startFrame)
                            var acoustic: Int32 = 0
                            let posterior = Recognizer.probability(
                                logmath_exp(logmath, ps_latlink_prob(lattice, link, &acoustic)))
                            links[word, default: []].append(
                                Link(startFrame: Int32(startFrame), endFrame: Int32(endFrame), posterior: posterior))
                        }
                        exits = ps_latlink_iter_next(linkIterator)
                    }
                }
                nodes = ps_latnode_iter_next(nodeIterator)
            }
            guard !links.isEmpty else { return nil }
            linksByWord = links
        }

        func posterior(of word: String, atFrame frame: Int32) -> Double? {
            guard let links = linksByWord[word] else { return nil }
            let sum = links.reduce(0) { $0 + ($1.startFrame <= frame && frame <= $1.endFrame ? $1.posterior : 0) }
            return min(sum, 1)
        }
    }

    private func nBest(_ count: Int) -> [Transcript.Alternative] {
        var alternatives: [Transcript.Alternative] = []
        var iterator = ps_nbest(decoder)
        while let current = iterator, alternatives.count < count {
            var score: Int32 = 0
            if let hypothesis = ps_nbest_hyp(current, &score) {
                let text = Self.cleanHypothesis(String(cString: hypothesis))
                if !alternatives.contains(where: { $0.text == text }) {
                    alternatives.append(.init(text: text, score: Int(score)))
                }
            }
            iterator = ps_nbest_next(current)
        }
        if let unfinished = iterator { ps_nbest_free(unfinished) }
        return alternatives
    }

    // MARK: - Changing what the decoder knows, without rebuilding it

    /// Adds a word (or another pronunciation of a known word) to the live dictionary, so a new
    /// contact name is recognized from the next utterance on, with no restart.
    /// - Parameters:
    ///   - word: the word as transcripts will spell it, e.g. `bobo`.
    ///   - phones: phones of the acoustic model's set, e.g. `["B", "OW", "B", "OW"]`.
    public func addWord(_ word: String, phones: [String]) throws(RecognizerError) {
        // `update` = 1 rebuilds the active search's word list so the word is usable at once.
        guard ps_add_word(decoder, word, phones.joined(separator: " "), 1) >= 0 else {
            throw RecognizerError("could not add '\(word)' with phones '\(phones.joined(separator: " "))'")
        }
    }

    /// Whether the live dictionary holds `word`.
    public func knows(_ word: String) -> Bool { phones(of: word) != nil }

    /// The live dictionary's first pronunciation of `word`; nil when it lacks the word.
    public func phones(of word: String) -> [String]? {
        guard let phones = ps_lookup_word(decoder, word) else { return nil }
        defer { free(phones) }
        return String(cString: phones).split(separator: " ").map(String.init)
    }

    /// Replaces the whole dictionary (e.g. after user vocabulary was removed: removal cannot be
    /// done word by word in PocketSphinx).
    public func loadDictionary(_ path: String) throws(RecognizerError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile("pronouncing dictionary", path) }
        guard ps_load_dict(decoder, path, nil, nil) >= 0 else {
            throw RecognizerError("PocketSphinx could not load the dictionary \(path)")
        }
    }

    /// Switches to another search, registering it under `name` first when it is new. Follow-up
    /// turns of a dialog use this to listen only for what was asked (a name, yes or no).
    public func useSearch(_ search: RecognizerConfiguration.Search, name: String) throws(RecognizerError) {
        let status: Int32
        switch search {
        case .languageModel(let path): status = ps_set_lm_file(decoder, name, path)
        case .jsgfGrammar(let path):
            guard let jsgf = jsgf_parse_file(path, nil) else {
                throw RecognizerError("PocketSphinx could not read the JSGF grammar \(path)")
            }
            status = try register(jsgf, name: name, source: path)
        case .finiteStateGrammar(let path):
            guard
                let fsg = fsg_model_readfile(
                    path, ps_get_logmath(decoder), Float(cmd_ln_float_r(config, "-lw")))
            else { throw RecognizerError("PocketSphinx could not read the FSG grammar \(path)") }
            // The search keeps its own reference.
            defer { fsg_model_free(fsg) }
            status = ps_set_fsg(decoder, name, fsg)
        }
        guard status >= 0, ps_set_search(decoder, name) >= 0 else {
            throw RecognizerError("PocketSphinx could not load the search '\(name)' from \(search)")
        }
        activeSearchName = name
    }

    /// Registers a parsed JSGF grammar as a finite-state search and frees it: ps_set_jsgf_file and
    /// ps_set_jsgf_string do the same but never free the grammar they parse (a few KB per load in
    /// PocketSphinx 5prealpha, and every vocabulary swap loads one). `source` names it in errors.
    private func register(_ jsgf: OpaquePointer, name: String, source: String) throws(RecognizerError) -> Int32 {
        defer { jsgf_grammar_free(jsgf) }
        let topRule = cmd_ln_str_r(config, "-toprule").map { String(cString: $0) }
        guard let rule = topRule.map({ jsgf_get_rule(jsgf, $0) }) ?? jsgf_get_public_rule(jsgf) else {
            throw RecognizerError(
                "the JSGF grammar \(source) has no rule \(topRule.map { "<\($0)>" } ?? "that is public")")
        }
        guard let fsg = jsgf_build_fsg(jsgf, rule, ps_get_logmath(decoder), Float(cmd_ln_float_r(config, "-lw")))
        else { throw RecognizerError("PocketSphinx could not build a search from the JSGF grammar \(source)") }
        // The search keeps its own reference.
        defer { fsg_model_free(fsg) }
        return ps_set_fsg(decoder, name, fsg)
    }

    /// The name of the search the next utterance is decoded with; nil when none is active (after
    /// the active one was removed).
    public private(set) var activeSearchName: String?

    /// Names of every registered search, in no particular order (PocketSphinx also registers its
    /// own phone-loop search here).
    public var searchNames: [String] {
        var names: [String] = []
        var iterator = ps_search_iter(decoder)
        while let current = iterator {
            if let name = ps_search_iter_val(current) { names.append(String(cString: name)) }
            iterator = ps_search_iter_next(current)
        }
        return names
    }

    /// Switches back to a search registered earlier, without reloading it.
    public func activateSearch(named name: String) throws(RecognizerError) {
        // ps_set_search dereferences the search it looks up, so an unknown name must not reach it.
        guard searchNames.contains(name), ps_set_search(decoder, name) >= 0 else {
            throw RecognizerError("no search named '\(name)' is registered")
        }
        activeSearchName = name
    }

    /// Unregisters a search and frees it. `loadDictionary` re-checks every registered grammar
    /// against the new dictionary and fails half-way (the new dictionary already in place) when one
    /// names a word it lacks, so a search whose words are about to go must be removed first.
    public func removeSearch(named name: String) throws(RecognizerError) {
        guard ps_unset_search(decoder, name) >= 0 else {
            throw RecognizerError("no search named '\(name)' is registered")
        }
        // Its completion search names the same words, and goes with it.
        if let completion = completionSearchNames.removeValue(forKey: name) {
            _ = ps_unset_search(decoder, completion)
            if activeSearchName == completion { activeSearchName = nil }
        }
        // PocketSphinx leaves no search active when the active one goes.
        if activeSearchName == name { activeSearchName = nil }
    }

    /// Registers and switches to a JSGF grammar given as text.
    public func useGrammar(_ jsgf: String, name: String) throws(RecognizerError) {
        guard let parsed = jsgf_parse_string(jsgf, nil),
            try register(parsed, name: name, source: "'\(name)'") >= 0, ps_set_search(decoder, name) >= 0
        else { throw RecognizerError("PocketSphinx rejected the grammar '\(name)'") }
        activeSearchName = name
    }

    /// Registers and switches to a Sphinx FSG grammar given as text. PocketSphinx gives every
    /// state of a grammar a silence loop and a loop per filler word when it registers it; a
    /// `silenceProbability` or `fillerProbability` replaces the decoder's `-silprob` or
    /// `-fillprob` for this grammar only. A grammar that must be able to say "none of these"
    /// needs them low: a silence or noise stretch in the middle of an answer costs only its
    /// acoustic score, so without a price it lets "set a timer for ten minutes" end up as
    /// "send <sil> it".
    public func useFiniteStateGrammar(
        _ fsg: String, name: String, silenceProbability: Double? = nil, fillerProbability: Double? = nil
    ) throws(RecognizerError) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID().uuidString).fsg")
        do {
            try fsg.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw RecognizerError("could not write the grammar '\(name)' to \(file.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let requested: [(flag: String, value: Double?)] = [
            ("-silprob", silenceProbability), ("-fillprob", fillerProbability),
        ]
        let overrides = requested.compactMap { flag, value in value.map { (flag, $0, cmd_ln_float_r(config, flag)) } }
        for (flag, value, _) in overrides { cmd_ln_set_float_r(config, flag, value) }
        // The grammar reads them when it is registered; later searches get the decoder's own.
        defer { for (flag, _, original) in overrides { cmd_ln_set_float_r(config, flag, original) } }
        try useSearch(.finiteStateGrammar(path: file.path), name: name)
    }

    /// Registers and switches to a linear interpolation of n-gram models, each read from an ARPA
    /// or binary file with its weight (the weights sum to 1): a small in-domain model for the
    /// phrasing and a general one for words the small one never saw, say.
    public func useInterpolatedLanguageModels(
        _ models: [(path: String, weight: Double)], name: String
    ) throws(RecognizerError) {
        var loaded: [OpaquePointer?] = []
        defer { loaded.forEach { ngram_model_free($0) } }
        for (path, _) in models {
            guard FileManager.default.fileExists(atPath: path) else { throw .missingFile("language model", path) }
            guard let model = ngram_model_read(config, path, NGRAM_AUTO, ps_get_logmath(decoder)) else {
                throw RecognizerError("PocketSphinx could not read the language model \(path)")
            }
            loaded.append(model)
        }
        var names = models.indices.map { strdup("model\($0)") }
        defer { names.forEach { free($0) } }
        let weights = models.map { Float($0.weight) }
        let set = loaded.withUnsafeMutableBufferPointer { lms in
            names.withUnsafeMutableBufferPointer { nameList in
                weights.withUnsafeBufferPointer {
                    ngram_model_set_init(
                        config, lms.baseAddress, nameList.baseAddress, $0.baseAddress, Int32(models.count))
                }
            }
        }
        guard let set else { throw RecognizerError("PocketSphinx could not interpolate the models for '\(name)'") }
        // The search keeps its own reference to the set, and the set to each model.
        defer { ngram_model_free(set) }
        guard ps_set_lm(decoder, name, set) >= 0, ps_set_search(decoder, name) >= 0 else {
            throw RecognizerError("PocketSphinx could not load the search '\(name)'")
        }
    }

    /// The `count` words an n-gram model file rates most likely on their own (by unigram
    /// probability), most likely first; sentence markers and the unknown word are left out. A
    /// general model's top words are the vocabulary worth pronouncing for open dictation.
    /// Needs no decoder: a command search picks its rejection words before any decoder exists.
    /// Read once per model file and process: every command search with a general reading asks.
    public static func mostLikelyWords(inLanguageModel path: String, count: Int) throws(RecognizerError) -> [String] {
        let ranked = try rankedWords.value(for: path) { () throws(RecognizerError) in
            try rankWords(inLanguageModel: path)
        }
        return Array(ranked.prefix(count))
    }

    /// Each language model file's words, most likely first, as ``mostLikelyWords(inLanguageModel:count:)``
    /// read them.
    private static let rankedWords = LoadedOnce<String, [String]>()

    private static func rankWords(inLanguageModel path: String) throws(RecognizerError) -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { throw .missingFile("language model", path) }
        SphinxLog.configureOnce()
        // The decoder's own log base (PocketSphinx's default -logbase); only the order matters here.
        guard let logmath = logmath_init(1.0001, 0, 0) else { throw RecognizerError("PocketSphinx's logmath failed") }
        defer { logmath_free(logmath) }
        guard let model = ngram_model_read(nil, path, NGRAM_AUTO, logmath) else {
            throw RecognizerError("PocketSphinx could not read the language model \(path)")
        }
        defer { ngram_model_free(model) }
        var scored: [(word: String, score: Int32)] = []
        // Debian's sphinxbase exports no n-gram iterator; word ids run from 0 to the unigram count.
        let unigrams = ngram_model_get_counts(model)?[0] ?? 0
        for id in 0..<Int32(clamping: unigrams) {
            guard let word = ngram_word(model, id).map({ String(cString: $0) }), !word.hasPrefix("<") else { continue }
            var used: Int32 = 0
            scored.append((word, ngram_ng_score(model, id, nil, 0, &used)))
        }
        return scored.sorted { $0.score > $1.score }.map(\.word)
    }

    // MARK: - Building

    private static func checkFiles(of configuration: RecognizerConfiguration) throws(RecognizerError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if !files.fileExists(atPath: configuration.acousticModel, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw .missingFile(
                "acoustic model folder", configuration.acousticModel,
                hint: "install Debian's \(AcousticModelLocation.debianPackage) package, "
                    + "or pass --model DIR or set \(AcousticModelLocation.environmentVariable)")
        }
        if !files.fileExists(atPath: configuration.dictionary) {
            throw .missingFile("pronouncing dictionary", configuration.dictionary)
        }
        switch configuration.search {
        case .languageModel(let path):
            if !files.fileExists(atPath: path) { throw .missingFile("language model", path) }
        case .jsgfGrammar(let path):
            if !files.fileExists(atPath: path) { throw .missingFile("JSGF grammar", path) }
        case .finiteStateGrammar(let path):
            if !files.fileExists(atPath: path) { throw .missingFile("FSG grammar", path) }
        }
    }

    /// A copy of the model's `feat.params` with the flags `configuration` sets differently, written
    /// to a temporary file; nil when it changes none of them or names its own `-featparams`.
    private static func featureParametersFile(for configuration: RecognizerConfiguration) throws(RecognizerError)
        -> URL?
    {
        guard let model = FeatureParameters(modelFolder: configuration.acousticModel) else { return nil }
        // Only the further flags can name what feat.params sets: files, search, beams and weight do not.
        let given = configuration.furtherFlags
        let changes = model.overridden(by: given)
        guard given["-featparams"] == nil, !changes.isEmpty else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-feat-\(UUID().uuidString).params")
        do {
            try model.applying(changes).text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw RecognizerError("could not write the decoder's feature parameters to \(file.path): \(error)")
        }
        return file
    }

    /// The value the decoder was built with for a flag whose value is a string (e.g. "-cmn"),
    /// after the model's feat.params was read; nil for a flag it does not know. PocketSphinx keeps
    /// numbers as numbers: asking this of a numeric flag reads a number as a pointer.
    func effectiveValue(of flag: String) -> String? {
        guard cmd_ln_exists_r(config, flag) != 0 else { return nil }
        return cmd_ln_str_r(config, flag).map { String(cString: $0) }
    }

    /// `cmd_ln_init` is variadic, which Swift cannot call; `cmd_ln_parse_r` takes the same flags
    /// as an argv array (with a program name first, like a real command line).
    static func parse(_ arguments: [String]) -> OpaquePointer? {
        var cStrings = arguments.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer {
            cmd_ln_parse_r(nil, ps_args(), Int32($0.count), $0.baseAddress, 1)
        }
    }

    // MARK: - Words

    /// Sentence markers, silence, fillers (garbage words among them) and a grammar's empty
    /// transitions (`(NULL)`) are not words a person said.
    static func spokenWord(_ token: String) -> String? {
        if token.hasPrefix("<") || token.hasPrefix("[") || token.hasPrefix("++") || token == "(NULL)" { return nil }
        if token.hasPrefix(UnknownWord.prefix) { return UnknownWord.word }
        return baseWord(token)
    }

    /// `word(2)` is the dictionary's second pronunciation of `word`.
    static func baseWord(_ token: String) -> String {
        guard token.hasSuffix(")"), let open = token.lastIndex(of: "("),
            token[token.index(after: open)..<token.index(before: token.endIndex)].allSatisfy(\.isNumber)
        else { return token }
        return String(token[..<open])
    }

    static func cleanHypothesis(_ hypothesis: String) -> String {
        var words: [String] = []
        for token in hypothesis.split(separator: " ") {
            guard let word = spokenWord(String(token)) else { continue }
            // One stretch of an unknown value's phones is one word.
            if word == UnknownWord.word, words.last == word { continue }
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    private static func probability(_ value: Double) -> Double { min(1, max(0, value)) }

    /// The utterance posterior is a product over the whole lattice path and collapses towards zero
    /// for any sentence of length; the mean word posterior is what tells a caller how sure to be.
    static func meanConfidence(_ words: [WordSegment]) -> Double {
        words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count)
    }
}
