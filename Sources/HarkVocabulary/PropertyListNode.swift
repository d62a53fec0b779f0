import Foundation

/// Any property-list value, decoded by `PropertyListDecoder` (XML, binary or OpenStep) and handed
/// on as the Foundation values `PropertyListValue` checks (`String`, `[Any]`, `[String: Any]`, …).
///
/// Hark does not use `PropertyListSerialization` for this: on Linux it is CoreFoundation's C
/// parser, whose binary reader turned mangled `bplist00` files into corrupt objects that crashed
/// the process (found by fuzzing, Fuzz/Sources/FuzzPropertyList), and which leaks its error object
/// for every file that is not a property list. swift-foundation's decoder is Swift throughout.
enum PropertyListNode: Decodable {
    case string(String)
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    case data(Data)
    indirect case array([PropertyListNode])
    indirect case dictionary([String: PropertyListNode])

    /// The deepest nesting read: the format nests eight deep (root, `ParameterVocabularies`, a
    /// vocabulary, `ParameterVocabulary`, an item, `VocabularyItemSynonyms`, a synonym,
    /// `VocabularyItemExamples`). A binary plist whose objects refer to their own ancestors would
    /// otherwise nest without end (found by fuzzing: a stack overflow). Each value the decoder
    /// cannot read as one kind costs an error carrying its whole key path, so reading costs up to
    /// the depth per value: 64 let a 1.6 KB file of shared objects nested deep take 43 ms under
    /// ASan (found by fuzzing: a timeout); 16 keeps room for keys outside the format.
    static let maximumDepth = 16

    /// Decodes a whole file; errors are the decoder's.
    static func decode(_ data: Data) throws -> PropertyListNode {
        let decoder = PropertyListDecoder()
        // A binary plist may refer to one object from many places, so a small file could stand
        // for a tree of 2^64 values. A file that shares nothing has fewer values than bytes.
        decoder.userInfo[Budget.key] = Budget(values: data.count + 1_000)
        return try decoder.decode(PropertyListNode.self, from: data)
    }

    /// How many more values the file may hold, counted down as they are read, and how deep the
    /// value being read is.
    private final class Budget: @unchecked Sendable {
        static let key = CodingUserInfoKey(rawValue: "hark.propertyListBudget")!
        // Decoding runs on one thread, inside one `decode` call.
        var values: Int
        var depth = 0
        init(values: Int) { self.values = values }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        // The depth is counted here rather than read from `decoder.codingPath`, which the decoder
        // builds anew, one key per level, each time it is asked: for every value of a file that
        // nests deep, that made a 1.6 KB binary plist cost 43 ms (found by fuzzing, a timeout).
        guard let budget = decoder.userInfo[Budget.key] as? Budget else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "decoded outside decode(_:)"))
        }
        budget.depth += 1
        defer { budget.depth -= 1 }
        if budget.depth > Self.maximumDepth + 1 {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "nested deeper than \(Self.maximumDepth)"))
        }
        budget.values -= 1
        if budget.values < 0 {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "more values than the file has bytes"))
        }
        if let dictionary = try? decoder.container(keyedBy: Key.self) {
            var members: [String: PropertyListNode] = [:]
            for key in dictionary.allKeys {
                members[key.stringValue] = try dictionary.decode(PropertyListNode.self, forKey: key)
            }
            self = .dictionary(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [PropertyListNode] = []
            while !array.isAtEnd { elements.append(try array.decode(PropertyListNode.self)) }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            // Each read fails on a value of another kind, so the order only has to put the
            // kinds that could read one another's values (integer before real) in sequence.
            if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let boolean = try? value.decode(Bool.self) {
                self = .boolean(boolean)
            } else if let integer = try? value.decode(Int.self) {
                self = .integer(integer)
            } else if let real = try? value.decode(Double.self) {
                self = .real(real)
            } else if let date = try? value.decode(Date.self) {
                self = .date(date)
            } else if let data = try? value.decode(Data.self) {
                self = .data(data)
            } else {
                // A binary plist's set, say: no file of this format holds one.
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "a value that is no string, number, date, data, array or dictionary")
            }
        }
    }

    /// The value as Swift and Foundation types. Numbers stay `Int` and `Double`: an `NSNumber` 1
    /// would also cast to `Bool` and be named a Boolean in errors.
    var foundationValue: Any {
        switch self {
        case .string(let string): string
        case .boolean(let boolean): boolean
        case .integer(let integer): integer
        case .real(let real): real
        case .date(let date): date
        case .data(let data): data
        case .array(let elements): elements.map(\.foundationValue)
        case .dictionary(let members): members.mapValues(\.foundationValue)
        }
    }
}
