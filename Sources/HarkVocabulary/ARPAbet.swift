/// The phone set of CMUdict and of PocketSphinx's US-English acoustic model: the 39 ARPAbet phones
/// without stress marks. The dictionary shipped with PocketSphinx uses exactly these (checked:
/// `cmudict-en-us.dict` holds no other symbol), so anything else in a dictionary is an error.
public enum ARPAbet {
    /// Vowels first, then consonants, as the CMUdict documentation lists them. The order is part of
    /// the G2P model file format (phones are stored as indices into this list), so never reorder.
    public static let phones: [String] = [
        "AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW",
        "B", "CH", "D", "DH", "F", "G", "HH", "JH", "K", "L", "M", "N", "NG", "P", "R", "S", "SH",
        "T", "TH", "V", "W", "Y", "Z", "ZH",
    ]

    /// `phones` as a set, for validating dictionary entries.
    public static let phoneSet: Set<String> = Set(phones)
}
