/// The model's vocabulary: token 0 is the end of a word, token 1 its start, tokens 2… graphones.
/// Also indexes graphones by their letters, so the decoder can list in one step every graphone
/// able to consume the next one or two letters of a spelling.
package struct GraphoneInventory: Sendable {
    package static let endToken: UInt16 = 0
    package static let startToken: UInt16 = 1
    package static let firstGraphoneToken = 2

    /// Indexed by token; the first two entries (end, start) are empty placeholders.
    let graphones: [Graphone]
    /// Tokens of graphones with letter key k are tokensByLetters[tokenStart[k]..<tokenStart[k+1]].
    private let tokenStart: [Int]
    private let tokensByLetters: [UInt16]

    var tokenCount: Int { graphones.count }

    init(graphones realGraphones: [Graphone]) {
        let placeholder = Graphone(letters: [], phones: [])
        graphones = [placeholder, placeholder] + realGraphones
        var buckets = [[UInt16]](repeating: [], count: Graphone.letterKeyCount)
        for (offset, graphone) in realGraphones.enumerated() {
            buckets[graphone.letterKey].append(UInt16(offset + Self.firstGraphoneToken))
        }
        var starts = [0]
        var flat: [UInt16] = []
        for bucket in buckets {
            flat += bucket
            starts.append(flat.count)
        }
        tokenStart = starts
        tokensByLetters = flat
    }

    /// Graphone tokens whose letters are exactly those of `letterKey` (see `Graphone.letterKey`).
    func tokens(forLetterKey letterKey: Int) -> ArraySlice<UInt16> {
        tokensByLetters[tokenStart[letterKey]..<tokenStart[letterKey + 1]]
    }
}
