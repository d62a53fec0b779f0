import Foundation

/// The context-independent phones an acoustic model has HMMs for, read from its model-definition
/// file (`mdef`). A dictionary entry may only use these: PocketSphinx refuses a word whose phones
/// it has no model for, so pronunciations are checked here, where the word can be named.
///
/// Reads both forms SphinxTrain writes: the binary `BMDF` file (Debian's `pocketsphinx-en-us`
/// ships that) and the text format (`0.3` header).
public struct AcousticPhoneSet: Hashable, Sendable {
    /// All context-independent phones in model order, silence and fillers included.
    public let phones: [String]

    /// Phones a word may be made of: all but silence (`SIL`) and fillers (`+NSN+`, `+SPN+`, …),
    /// which PocketSphinx reserves for its noise dictionary.
    public let speechPhones: Set<String>

    /// The silence phone, `SIL`: in the model but never part of a word.
    public static let silencePhone = "SIL"

    /// A phone set of `phones`, in model order; ``speechPhones`` is derived from them.
    public init(phones: [String]) {
        self.phones = phones
        speechPhones = Set(phones.filter { $0 != Self.silencePhone && !Self.isFiller($0) })
    }

    /// Reads `mdef` in `directory`, an acoustic model folder (PocketSphinx's `-hmm`).
    public init(acousticModelDirectory directory: URL) throws(AcousticPhoneSetError) {
        try self.init(mdefAt: directory.appendingPathComponent("mdef"))
    }

    /// Reads the `mdef` file at `url`, binary or text; throws when it cannot be read or parsed.
    public init(mdefAt url: URL) throws(AcousticPhoneSetError) {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw AcousticPhoneSetError(source: url.path, detail: "cannot read: \(error.localizedDescription)")
        }
        try self.init(mdef: bytes, source: url.path)
    }

    /// Parses the bytes of an `mdef` file; `source` names it in errors.
    public init(mdef bytes: [UInt8], source: String) throws(AcousticPhoneSetError) {
        let phones: [String]
        do {
            phones =
                bytes.starts(with: Array("BMDF".utf8)) || bytes.starts(with: Array("FDMB".utf8))
                ? try Self.binaryPhones(bytes) : try Self.textPhones(bytes)
        } catch {
            throw AcousticPhoneSetError(source: source, detail: error.reason)
        }
        guard !phones.isEmpty, Set(phones).count == phones.count else {
            throw AcousticPhoneSetError(source: source, detail: "no phones, or a phone listed twice")
        }
        self.init(phones: phones)
    }

    /// Whether a word may use `phone`.
    public func allows(_ phone: String) -> Bool { speechPhones.contains(phone) }

    /// The first phone of `pronunciation` a word may not use, if any.
    public func firstDisallowedPhone(in pronunciation: Pronunciation) -> String? {
        pronunciation.phones.first { !allows($0) }
    }

    private static func isFiller(_ phone: String) -> Bool {
        phone.count > 1 && phone.hasPrefix("+") && phone.hasSuffix("+")
    }

    private struct Malformed: Error {
        var reason: String
    }

    /// Binary layout (PocketSphinx `bin_mdef.c`): magic `BMDF` written in the writer's byte order,
    /// int32 version, int32 length of a text description and the description, then ten int32
    /// counts of which the first is the number of CI phones, then the phone names, each
    /// NUL-terminated.
    private static func binaryPhones(_ bytes: [UInt8]) throws(Malformed) -> [String] {
        let bigEndian = bytes.starts(with: Array("FDMB".utf8))
        var position = 4
        func int32() throws(Malformed) -> Int {
            guard position + 4 <= bytes.count else { throw Malformed(reason: "binary mdef ends early") }
            let word = bytes[position..<position + 4]
            position += 4
            let ordered = bigEndian ? Array(word) : Array(word.reversed())
            return Int(Int32(bitPattern: ordered.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }))
        }
        let version = try int32()
        guard version == 1 else { throw Malformed(reason: "binary mdef version \(version), expected 1") }
        let descriptionLength = try int32()
        guard descriptionLength >= 0, position + descriptionLength <= bytes.count else {
            throw Malformed(reason: "binary mdef ends early")
        }
        position += descriptionLength
        let phoneCount = try int32()
        guard (1...1000).contains(phoneCount) else {
            throw Malformed(reason: "binary mdef claims \(phoneCount) CI phones")
        }
        position += 9 * 4
        var phones: [String] = []
        for _ in 0..<phoneCount {
            guard let end = bytes[min(position, bytes.count)...].firstIndex(of: 0) else {
                throw Malformed(reason: "binary mdef ends inside the phone names")
            }
            phones.append(String(decoding: bytes[position..<end], as: UTF8.self))
            position = end + 1
        }
        return phones
    }

    /// Text layout: a `0.3` line, count lines such as `42 n_base`, `#` comments, then one line
    /// per phone whose first `n_base` lines are the CI phones (`AA - - - n/a 3 9 10 11 N`).
    private static func textPhones(_ bytes: [UInt8]) throws(Malformed) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace) }
        lines.removeAll { $0.isEmpty || $0[0].hasPrefix("#") }
        guard lines.first == ["0.3"] else { throw Malformed(reason: "neither a binary (BMDF) nor a 0.3 text mdef") }
        guard let baseLine = lines.first(where: { $0.count == 2 && $0[1] == "n_base" }),
            let baseCount = Int(baseLine[0]), baseCount > 0
        else { throw Malformed(reason: "text mdef has no n_base count") }
        let phoneLines = lines.dropFirst().filter { !($0.count == 2 && $0[1].hasPrefix("n_")) }
        guard phoneLines.count >= baseCount else { throw Malformed(reason: "text mdef lists fewer phones than n_base") }
        return phoneLines.prefix(baseCount).map { String($0[0]) }
    }
}
