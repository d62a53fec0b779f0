/// A backoff n-gram model over small integer tokens, held as a forward trie in flat arrays.
///
/// Nodes are numbered level by level (root, then unigrams, bigrams, …); within a level they are
/// sorted by prefix node, then token, so each node's children are one contiguous, sorted range
/// found by binary search. Each node also has a suffix link (w₁…w_k → w₂…w_k), computed on load,
/// which is what backing off follows. A decoder's state is a node: the longest suffix of its
/// history that the model can extend.
struct BackoffNGramModel: Sendable {
    struct Corrupt: Error {}

    let order: Int
    /// levelStart[k] is the first node of level k (level 0 is the root); levelStart[order + 1] is
    /// the node count.
    let levelStart: [Int]
    let word: [UInt16]
    /// Natural-log p(token | history) of the n-gram each node stands for.
    let logProbability: [Float]
    /// Natural-log backoff weight of each node that can be a context (levels below `order`).
    let backoff: [Float]
    /// Children of node i are firstChild[i]..<firstChild[i + 1] (for nodes below the top level).
    let firstChild: [Int32]
    let suffix: [Int32]

    static let root = 0

    var nodeCount: Int { word.count }
    var contextNodeCount: Int { backoff.count }

    /// Builds the trie from per-node arrays; `childCount` has one entry per context node. Throws
    /// when the arrays do not describe a consistent trie (a model file damaged or hand-edited).
    init(
        order: Int, levelStart: [Int], word: [UInt16], logProbability: [Float], backoff: [Float],
        childCount: [UInt16]
    ) throws(Corrupt) {
        let nodeCount = word.count
        guard order >= 1, levelStart.count == order + 2, levelStart.first == 0, levelStart.last == nodeCount,
            zip(levelStart, levelStart.dropFirst()).allSatisfy({ $0 <= $1 }), levelStart[1] == 1,
            logProbability.count == nodeCount, backoff.count == levelStart[order],
            childCount.count == backoff.count
        else { throw Corrupt() }
        var firstChild = [Int32](repeating: 0, count: backoff.count + 1)
        var next = 1
        for index in 0..<childCount.count {
            firstChild[index] = Int32(next)
            next += Int(childCount[index])
        }
        firstChild[childCount.count] = Int32(next)
        guard next == nodeCount else { throw Corrupt() }
        // Children of level-k nodes must all lie in level k + 1.
        for k in 0..<order where firstChild[levelStart[k]] != Int32(levelStart[k + 1]) { throw Corrupt() }

        // suffix(parent · w) = child(suffix(parent), w): every proper model has it (KN counts and
        // pruning both keep suffixes of kept n-grams), so a miss means a corrupt file.
        var suffix = [Int32](repeating: 0, count: nodeCount)
        for parent in levelStart[1]..<levelStart[order] {
            let parentSuffix = Int(suffix[parent])
            for child in Int(firstChild[parent])..<Int(firstChild[parent + 1]) {
                guard
                    let link = Self.child(of: parentSuffix, word[child], word: word, firstChild: firstChild)
                else { throw Corrupt() }
                suffix[child] = Int32(link)
            }
        }
        self.order = order
        self.levelStart = levelStart
        self.word = word
        self.logProbability = logProbability
        self.backoff = backoff
        self.firstChild = firstChild
        self.suffix = suffix
    }

    /// The child of `node` for `token`, if the model has that n-gram.
    @inline(__always)
    func child(of node: Int, _ token: UInt16) -> Int? {
        Self.child(of: node, token, word: word, firstChild: firstChild)
    }

    @inline(__always)
    private static func child(of node: Int, _ token: UInt16, word: [UInt16], firstChild: [Int32]) -> Int? {
        guard node < firstChild.count - 1 else { return nil }
        var low = Int(firstChild[node])
        var high = Int(firstChild[node + 1])
        while low < high {
            let middle = (low + high) >> 1
            let candidate = word[middle]
            if candidate == token { return middle }
            if candidate < token { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// log p(token | state) with backoff, and the state after the token.
    @inline(__always)
    func score(_ token: UInt16, after state: Int) -> (logProbability: Float, next: Int) {
        var node = state
        var backedOff: Float = 0
        while true {
            if let found = child(of: node, token) {
                return (backedOff + logProbability[found], nextState(from: found))
            }
            if node == Self.root { return (backedOff + Self.unknownLogProbability, Self.root) }
            backedOff += backoff[node]
            node = Int(suffix[node])
        }
    }

    /// Score of a token the model has never seen (cannot happen for tokens of its own inventory).
    static let unknownLogProbability: Float = -100

    /// The longest suffix of `node` that has children: a node without children can only back off.
    @inline(__always)
    func nextState(from node: Int) -> Int {
        var current = node
        while current != Self.root
            && (current >= contextNodeCount || firstChild[current] == firstChild[current + 1])
        {
            current = Int(suffix[current])
        }
        return current
    }

    /// The unigram node of `token` (unigrams are stored for every token, in token order).
    func unigram(_ token: UInt16) -> Int? { child(of: Self.root, token) }
}
