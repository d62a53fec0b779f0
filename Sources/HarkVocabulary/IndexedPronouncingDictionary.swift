import Foundation
import HarkSupport

/// A CMUdict-format dictionary file kept as its bytes plus an index from word to lines, so that
/// loading costs one pass over the file and only the words looked up are ever parsed into phones.
///
/// The decoder dictionary needs a few hundred of CMUdict's 126k words; parsing every line into
/// strings (`PronouncingDictionary`) takes 0.2–0.3 s in a release build, indexing 20–30 ms
/// (figures in `docs/vocabulary.md`). Load it once and share it: it is
/// immutable and `Sendable`.
///
/// Lines follow `PronouncingDictionary`'s format: `word PH1 PH2 …`, alternates `word(2) …`,
/// `;;;` comments. Phones are not checked here; `DecoderDictionaryBuilder` checks those it uses
/// against the acoustic model.
public final class IndexedPronouncingDictionary: PronunciationLookup {
    /// The file, as given.
    public let source: String
    private let bytes: [UInt8]
    /// Per indexed line: where its phones start and end.
    private let phoneRanges: [Range<Int32>]
    /// Per indexed line: where its base word (without `(2)`) starts and ends.
    private let wordRanges: [Range<Int32>]
    /// Per line: the next line of the same hash (an alternate, or a collision), or -1.
    private let nextLine: [Int32]
    /// Open-addressing hash table (linear probing, at most half full): per slot, a base word's
    /// hash and its first line, or -1 for an empty slot. Faster to fill than a `Dictionary`.
    private let slotHashes: [UInt64]
    private let slotLines: [Int32]

    /// Distinct words.
    public let count: Int

    private static let loaded = SharedFileModels<IndexedPronouncingDictionary>()

    /// The dictionary file at `url`, read and indexed once for everything in the process that
    /// uses it while it is in use (``SharedFileModels``); errors name `url.path`.
    public static func shared(contentsOf url: URL) throws(PronouncingDictionaryError) -> IndexedPronouncingDictionary {
        try loaded.model(at: url) { () throws(PronouncingDictionaryError) in
            try IndexedPronouncingDictionary(contentsOf: url)
        }
    }

    /// Reads and indexes the dictionary file at `url`; errors name `url.path`.
    public convenience init(contentsOf url: URL) throws(PronouncingDictionaryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PronouncingDictionaryError(
                source: url.path, line: nil, reason: .unreadable(error.localizedDescription))
        }
        try self.init(bytes: [UInt8](data), source: url.path)
    }

    /// Indexes the bytes of a dictionary file; `source` names it in errors.
    public init(bytes: [UInt8], source: String) throws(PronouncingDictionaryError) {
        guard bytes.count < Int(Int32.max) else {
            throw PronouncingDictionaryError(source: source, line: nil, reason: .unreadable("file too large"))
        }
        self.source = source
        self.bytes = bytes
        // Counting lines first sizes every table exactly: one cheap pass saves regrowing them.
        let expectedLines = bytes.withUnsafeBufferPointer { buffer in
            var count = 1
            for index in buffer.indices where buffer[index] == 0x0A { count += 1 }
            return count
        }
        var phoneRanges: [Range<Int32>] = []
        var wordRanges: [Range<Int32>] = []
        var nextLine: [Int32] = []
        phoneRanges.reserveCapacity(expectedLines)
        wordRanges.reserveCapacity(expectedLines)
        nextLine.reserveCapacity(expectedLines)
        var capacity = 1024
        while capacity < 2 * expectedLines { capacity *= 2 }
        var slotHashes = [UInt64](repeating: 0, count: capacity)
        var slotLines = [Int32](repeating: -1, count: capacity)
        // Per slot, the last line of its chain, where the next alternate is linked in.
        var slotLastLines = [Int32](repeating: -1, count: capacity)
        var distinct = 0
        var lineNumber = 0
        try bytes.withUnsafeBufferPointer { (buffer) throws(PronouncingDictionaryError) in
            func fail(_ reason: PronouncingDictionaryError.Reason) -> PronouncingDictionaryError {
                PronouncingDictionaryError(source: source, line: lineNumber, reason: reason)
            }
            var position = 0
            let end = buffer.count
            while position < end {
                lineNumber += 1
                var lineEnd = position
                while lineEnd < end, buffer[lineEnd] != 0x0A { lineEnd += 1 }
                defer { position = lineEnd + 1 }
                var wordStart = position
                while wordStart < lineEnd, Self.isSpace(buffer[wordStart]) { wordStart += 1 }
                guard wordStart < lineEnd else { continue }
                var wordEnd = wordStart
                while wordEnd < lineEnd, !Self.isSpace(buffer[wordEnd]) { wordEnd += 1 }
                if wordEnd - wordStart >= 3, buffer[wordStart] == 0x3B, buffer[wordStart + 1] == 0x3B,
                    buffer[wordStart + 2] == 0x3B
                {
                    continue
                }
                var phonesStart = wordEnd
                while phonesStart < lineEnd, Self.isSpace(buffer[phonesStart]) { phonesStart += 1 }
                var phonesEnd = lineEnd
                while phonesEnd > phonesStart, Self.isSpace(buffer[phonesEnd - 1]) { phonesEnd -= 1 }
                let baseEnd = Self.baseWordEnd(buffer, wordStart..<wordEnd)
                guard baseEnd > wordStart else {
                    throw fail(.malformedAlternate(Self.text(buffer, wordStart..<wordEnd)))
                }
                guard phonesStart < phonesEnd else {
                    throw fail(.missingPhones(word: Self.text(buffer, wordStart..<baseEnd)))
                }
                let line = Int32(phoneRanges.count)
                phoneRanges.append(Int32(phonesStart)..<Int32(phonesEnd))
                wordRanges.append(Int32(wordStart)..<Int32(baseEnd))
                nextLine.append(-1)
                let hash = Self.hash(UnsafeBufferPointer(rebasing: buffer[wordStart..<baseEnd]))
                var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                while slotLines[slot] >= 0 && slotHashes[slot] != hash { slot = (slot + 1) & (capacity - 1) }
                if slotLines[slot] >= 0 {
                    nextLine[Int(slotLastLines[slot])] = line
                    if baseEnd == wordEnd { distinct += 1 }
                } else {
                    slotHashes[slot] = hash
                    slotLines[slot] = line
                    distinct += 1
                }
                slotLastLines[slot] = line
            }
        }
        self.phoneRanges = phoneRanges
        self.wordRanges = wordRanges
        self.nextLine = nextLine
        self.slotHashes = slotHashes
        self.slotLines = slotLines
        count = distinct
    }

    /// Every pronunciation of `word` (spelled exactly as in the file), primary first; empty when it is not listed.
    /// Parsed from the file's bytes on each call.
    public func pronunciations(of word: String) -> [Pronunciation] {
        let key = Array(word.utf8)
        let hash = key.withUnsafeBufferPointer { Self.hash($0) }
        let mask = slotLines.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slotLines[slot] >= 0 && slotHashes[slot] != hash { slot = (slot + 1) & mask }
        var line = slotLines[slot]
        var result: [Pronunciation] = []
        while line >= 0 {
            let range = wordRanges[Int(line)]
            if bytes[Int(range.lowerBound)..<Int(range.upperBound)].elementsEqual(key) {
                let phones = bytes[Int(phoneRanges[Int(line)].lowerBound)..<Int(phoneRanges[Int(line)].upperBound)]
                result.append(
                    Pronunciation(
                        phones: phones.split(whereSeparator: Self.isSpace).map { String(decoding: $0, as: UTF8.self) }))
            }
            line = nextLine[Int(line)]
        }
        return result
    }

    /// Whether the file lists `word`.
    public func contains(_ word: String) -> Bool { !pronunciations(of: word).isEmpty }

    private static func text(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }

    /// End of the base word of a head token: before `(2)` when the token ends in a parenthesised
    /// number, the whole token when it has no parenthesis; `range.lowerBound` (an empty word) when
    /// the marker is malformed, as `PronouncingDictionary` rejects it.
    ///
    /// Plain index loops: this runs on every line of the file, and in a debug build the generic
    /// slice searches cost ten times as much.
    private static func baseWordEnd(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var open = range.lowerBound
        while open < range.upperBound, buffer[open] != 0x28 { open += 1 }
        guard open < range.upperBound else {
            var index = range.lowerBound
            while index < range.upperBound {
                if buffer[index] == 0x29 { return range.lowerBound }
                index += 1
            }
            return range.upperBound
        }
        let close = range.upperBound - 1
        guard open > range.lowerBound, buffer[close] == 0x29, close > open + 1 else { return range.lowerBound }
        var digit = open + 1
        while digit < close {
            guard buffer[digit] >= 0x30, buffer[digit] <= 0x39 else { return range.lowerBound }
            digit += 1
        }
        return open
    }

    /// FNV-1a: fast on short keys, and collisions only cost a byte comparison.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        FNV1a.hash(bytes)
    }
}
