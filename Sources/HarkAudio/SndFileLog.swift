/// Facts libsndfile reports only in its human-readable header log (`SFC_GET_LOG_INFO`).
struct SndFileLog {
    let text: String

    init(_ text: String) { self.text = text }

    /// The audio chunk's declared and real sizes, when the header claims more than the file holds.
    /// Streaming writers that cannot know the length put 0 or 0xFFFFFFFF there: that is not damage.
    var overstatedDataChunk: (declared: Int, present: Int)? {
        for line in lines(startingWith: ["data", "SSND"]) {
            let numbers = integers(in: line)
            guard line.contains("should be"), numbers.count >= 2 else { continue }
            let declared = numbers[0], present = numbers[1]
            if declared > present, declared != 0xFFFF_FFFF { return (declared, present) }
        }
        return nil
    }

    /// The sample rate a WAV/AIFF header states, even one libsndfile refused to open.
    /// The field is unsigned 32-bit; libsndfile prints it signed, so 4 GHz reads back negative.
    var declaredSampleRate: Int? {
        guard let value = lines(startingWith: ["Sample Rate"]).first.flatMap({ integers(in: $0).first })
        else { return nil }
        return value < 0 ? value + (1 << 32) : value
    }

    private func lines(startingWith prefixes: [String]) -> [Substring] {
        text.split(separator: "\n").map { $0.drop(while: \.isWhitespace) }.filter { line in
            prefixes.contains { line.hasPrefix($0) }
        }
    }

    /// Signed integers in order of appearance (`-294967296` is how a 4 GHz rate reads back).
    private func integers(in line: Substring) -> [Int] {
        var numbers: [Int] = []
        var current = ""
        for character in line + " " {
            if character.isNumber || (character == "-" && current.isEmpty) {
                current.append(character)
            } else {
                if let number = Int(current) { numbers.append(number) }
                current = ""
            }
        }
        return numbers
    }
}
