/// Why an `AppIntentVocabulary.plist` could not be used, naming the file and the key path of the
/// offending value (`ParameterVocabularies[0].ParameterVocabulary[2].VocabularyItemIdentifier`) so
/// the app developer can go straight to it in Xcode's property-list editor.
public struct AppIntentVocabularyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file or the value.
    public enum Problem: Equatable, Sendable {
        /// The file could not be opened or read.
        case unreadable(String)
        /// The bytes are not a property list (XML, binary or OpenStep).
        case notAPropertyList(String)
        /// A required key is absent.
        case missing
        /// The value has another type than the format prescribes; both named as Xcode does
        /// ("Dictionary", "Array", "String", …).
        case wrongType(expected: String, found: String)
        /// A string that must say something is empty or only white space.
        case empty
        /// A `ParameterNames` entry that is not `<IntentClass>.<property>`.
        case malformedParameterName(String)
        /// A `ParameterNames` entry whose intent class is not a SiriKit intent of Hark's domains.
        case unknownIntent(String)
        /// A `ParameterNames` entry naming a property its intent class does not have.
        case unknownProperty(String, intent: String, known: [String])
        /// The file declares neither `ParameterVocabularies` nor `IntentPhrases`: it says nothing.
        case declaresNothing
        /// A `VocabularyItemIdentifier` already used at `firstKeyPath`: Siri hands the identifier
        /// to the app, which could not tell the two items apart.
        case duplicateIdentifier(String, firstKeyPath: String)
    }

    /// The path of the file as given to the reader.
    public let source: String
    /// Where in the file: keys joined by dots, array indices in brackets; empty for the whole file.
    public let keyPath: String
    /// What is wrong there.
    public let problem: Problem

    /// An error at `keyPath` of the file `source`.
    public init(source: String, keyPath: String, problem: Problem) {
        self.source = source
        self.keyPath = keyPath
        self.problem = problem
    }

    /// `source: keyPath: reason`, as `hark` prints it.
    public var description: String {
        let location = keyPath.isEmpty ? source : "\(source): \(keyPath)"
        switch problem {
        case .unreadable(let detail): return "\(location): cannot read: \(detail)"
        case .notAPropertyList(let detail): return "\(location): not a property list: \(detail)"
        case .missing: return "\(location): missing"
        case .wrongType(let expected, let found): return "\(location): expected \(expected), found \(found)"
        case .empty: return "\(location): empty"
        case .malformedParameterName(let name):
            return "\(location): '\(name)' is not <IntentClass>.<property>, e.g. INStartWorkoutIntent.workoutName"
        case .unknownIntent(let intent):
            let known = SiriKitIntentProperties.byIntent.keys.sorted().joined(separator: ", ")
            return "\(location): '\(intent)' is not a SiriKit intent class (known: \(known))"
        case .unknownProperty(let property, let intent, let known):
            let list = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "\(location): \(intent) has no property '\(property)' (its properties: \(list))"
        case .declaresNothing:
            return "\(location): declares neither ParameterVocabularies nor IntentPhrases"
        case .duplicateIdentifier(let identifier, let firstKeyPath):
            return "\(location): duplicate identifier '\(identifier)' (first at \(firstKeyPath))"
        }
    }
}
