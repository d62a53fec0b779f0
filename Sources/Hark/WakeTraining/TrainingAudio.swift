import Foundation
import HarkSupport

/// How a training clip is heard: after a random stretch of background, at a random level,
/// sometimes in a reverberant room, under noise at 0–30 dB, as a real microphone would hear it.
enum TrainingAudio {
    static let sampleRate = 16_000

    /// `speech` (empty: noise alone) placed after 0.3–1.5 s of background with 0.5 s after it;
    /// the clip's samples and where the speech lies in them.
    static func place(
        _ speech: [Int16], noise noiseAlone: Bool, babble: [[Int16]], userNoise: [[Int16]],
        using generator: inout SplitMix64
    ) -> (samples: [Int16], speech: Range<Int>?) {
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(generator.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        var voice = speech.map { Float($0) }
        if !voice.isEmpty, uniform(0...1) < 0.5 {
            voice = reverberant(voice, seconds: uniform(0.2...0.8), using: &generator)
        }
        let lead = noiseAlone ? 0 : Int(uniform(0.3...1.5) * Double(sampleRate))
        let count = noiseAlone ? 3 * sampleRate : lead + voice.count + sampleRate / 2
        // The speech's peak at -20 to -2 dBFS.
        let peak = voice.reduce(0) { max($0, abs($1)) }
        if peak > 0 {
            let gain = Float(32767 * pow(10, uniform(-20 ... -2) / 20)) / peak
            for i in voice.indices { voice[i] *= gain }
        }
        var mixed = [Float](repeating: 0, count: count)
        for (i, value) in voice.enumerated() { mixed[lead + i] = value }

        // The background: faint hiss a quarter of the time, else one noise at 0–30 dB under
        // the speech (noise alone: at -50 to -15 dBFS).
        let kinds = 3 + (babble.isEmpty ? 0 : 1) + (userNoise.isEmpty ? 0 : 1)
        var background: [Float]
        let quiet = !noiseAlone && uniform(0...1) < 0.25
        switch quiet ? -1 : generator.nextIndex(below: kinds) {
        case -1, 0: background = white(count, using: &generator)
        case 1: background = pink(count, using: &generator)
        case 2: background = brown(count, using: &generator)
        case 3 where !babble.isEmpty: background = talkers(babble, count: count, using: &generator)
        default:
            let source = userNoise.isEmpty ? babble : userNoise
            background = excerpt(source[generator.nextIndex(below: source.count)], count: count, using: &generator)
        }
        let backgroundLevel = rms(background)
        if backgroundLevel > 0 {
            let target: Double
            if quiet {
                target = 3
            } else if noiseAlone || voice.isEmpty {
                target = 32767 * pow(10, uniform(-50 ... -15) / 20)
            } else {
                target = Double(rms(voice)) / pow(10, uniform(0...30) / 20)
            }
            let gain = Float(target) / backgroundLevel
            for i in mixed.indices { mixed[i] += background[i] * gain }
        }
        let samples = mixed.map { Int16(max(-32768, min(32767, $0.rounded()))) }
        return (samples, voice.isEmpty ? nil : lead..<(lead + voice.count))
    }

    static func rms(_ values: [Float]) -> Float {
        guard !values.isEmpty else { return 0 }
        return (values.reduce(0) { $0 + $1 * $1 } / Float(values.count)).squareRoot()
    }

    /// A room's echo: the direct sound, then 400 reflections at random times up to `seconds`,
    /// decaying 60 dB over it.
    static func reverberant(_ voice: [Float], seconds: Double, using generator: inout SplitMix64) -> [Float] {
        let length = Int(seconds * Double(sampleRate))
        var taps: [(Int, Float)] = [(0, 1)]
        for _ in 0..<400 {
            let delay = 16 + generator.nextIndex(below: max(length - 16, 1))
            let decay = Float(pow(10, -3 * Double(delay) / Double(length)))
            let sign: Float = generator.next() & 1 == 0 ? 1 : -1
            taps.append((delay, sign * decay * 0.08))
        }
        var out = [Float](repeating: 0, count: voice.count + length)
        for (delay, gain) in taps {
            for i in voice.indices { out[i + delay] += voice[i] * gain }
        }
        return out
    }

    static func white(_ count: Int, using generator: inout SplitMix64) -> [Float] {
        (0..<count).map { _ in Float(Double(generator.next() >> 11) / Double(1 << 53)) * 2 - 1 }
    }

    /// Pink noise by Paul Kellet's filter of white noise.
    static func pink(_ count: Int, using generator: inout SplitMix64) -> [Float] {
        var b = [Float](repeating: 0, count: 3)
        return white(count, using: &generator).map { w in
            b[0] = 0.99765 * b[0] + w * 0.0990460
            b[1] = 0.96300 * b[1] + w * 0.2965164
            b[2] = 0.57000 * b[2] + w * 1.0526913
            return b[0] + b[1] + b[2] + w * 0.1848
        }
    }

    /// Brown noise: white noise summed, with a leak that keeps it near zero.
    static func brown(_ count: Int, using generator: inout SplitMix64) -> [Float] {
        var level: Float = 0
        return white(count, using: &generator).map { w in
            level = 0.995 * level + w
            return level
        }
    }

    /// Three to six other clips' talkers at once.
    static func talkers(_ clips: [[Int16]], count: Int, using generator: inout SplitMix64) -> [Float] {
        var sum = [Float](repeating: 0, count: count)
        for _ in 0..<(3 + generator.nextIndex(below: 4)) {
            let part = excerpt(clips[generator.nextIndex(below: clips.count)], count: count, using: &generator)
            for i in sum.indices { sum[i] += part[i] }
        }
        return sum
    }

    /// `count` samples of `source` from a random place, looped when it is shorter.
    static func excerpt(_ source: [Int16], count: Int, using generator: inout SplitMix64) -> [Float] {
        guard !source.isEmpty else { return [Float](repeating: 0, count: count) }
        let start = generator.nextIndex(below: source.count)
        return (0..<count).map { Float(source[(start + $0) % source.count]) }
    }
}

/// Words that sound like a phrase's words: the pronouncing dictionary's words within one or two
/// phones of one of them (one for words of three phones or fewer).
enum NearWords {
    static func find(for words: [String], dictionary path: String, perWord: Int = 30) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var pronunciations: [(word: String, phones: [Substring])] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let word = parts.first, !word.contains("("), word.allSatisfy({ $0.isLetter }) else { continue }
            pronunciations.append((String(word), Array(parts.dropFirst())))
        }
        var near: [String] = []
        for target in words {
            guard let phones = pronunciations.first(where: { $0.word == target })?.phones else { continue }
            let limit = phones.count <= 3 ? 1 : 2
            let found = pronunciations.compactMap { entry -> (String, Int)? in
                guard !words.contains(entry.word), abs(entry.phones.count - phones.count) <= limit else { return nil }
                let distance = editDistance(entry.phones, phones)
                return distance <= limit ? (entry.word, distance) : nil
            }
            near += found.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(perWord).map(\.0)
        }
        return near
    }

    static func editDistance(_ a: [Substring], _ b: [Substring]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
