import Testing

@testable import HarkEvaluation

/// Word error rates against alignments worked out by hand. Each case lists the Levenshtein table
/// or the reasoning, so a failure can be checked on paper.
@Suite struct WordAlignmentTests {
    private func align(_ reference: String, _ hypothesis: String) -> WordAlignment {
        WordAlignment(
            reference: reference.split(separator: " ").map(String.init),
            hypothesis: hypothesis.split(separator: " ").map(String.init))
    }

    // REF: go forward ten meters
    // HYP: go forward ten meters
    // Every word matches: H = 4, S = D = I = 0, N = 4, WER = 0 / 4 = 0.
    @Test func allCorrect() {
        let alignment = align("go forward ten meters", "go forward ten meters")
        #expect(alignment.steps == ["go", "forward", "ten", "meters"].map(WordAlignment.Step.match))
        #expect(alignment.counts == ErrorCounts(hits: 4))
        #expect(alignment.counts.wordErrorRate == 0)
    }

    // REF: turn left
    // HYP: (nothing)
    // The only path deletes both words: D = 2, N = 2, WER = 2 / 2 = 1.
    @Test func allDeleted() {
        let alignment = align("turn left", "")
        #expect(alignment.steps == [.deletion("turn"), .deletion("left")])
        #expect(alignment.counts == ErrorCounts(deletions: 2))
        #expect(alignment.counts.wordErrorRate == 1)
        #expect(AlignmentText(alignment).labeled == "REF: TURN LEFT\nHYP: **** ****")
    }

    // REF:        stop
    // HYP: please stop now
    // Matching "stop" and inserting the others costs 2; any substitution would cost more.
    // H = 1, I = 2, N = 1, WER = 2 / 1 = 2 (a WER can exceed 100 %).
    @Test func pureInsertions() {
        let alignment = align("stop", "please stop now")
        #expect(alignment.steps == [.insertion("please"), .match("stop"), .insertion("now")])
        #expect(alignment.counts == ErrorCounts(hits: 1, insertions: 2))
        #expect(alignment.counts.wordErrorRate == 2)
    }

    // The example of the design notes:
    // REF: go FORWARD  *** meters
    // HYP: go FORWARDS TEN meters
    // Levenshtein table (rows: reference prefix, columns: hypothesis prefix), errors only:
    //              ""  go  forwards  ten  meters
    //   ""          0   1      2      3     4
    //   go          1   0      1      2     3
    //   forward     2   1      1      2     3
    //   meters      3   2      2      2     2
    // Minimum 2 errors. Two alignments reach it with 2 hits each: forward→forwards + insert
    // "ten", or insert "forwards" + forward→ten; substitutions pair in reading order, so the
    // first. S = 1, I = 1, H = 2, N = 3, WER = 2 / 3.
    @Test func mixedSubstitutionAndInsertion() {
        let alignment = align("go forward meters", "go forwards ten meters")
        #expect(
            alignment.steps == [
                .match("go"), .substitution("forward", by: "forwards"), .insertion("ten"),
                .match("meters"),
            ])
        #expect(alignment.counts == ErrorCounts(hits: 2, substitutions: 1, insertions: 1))
        #expect(alignment.counts.wordErrorRate == 2.0 / 3.0)
        let text = AlignmentText(alignment)
        #expect(text.reference == "go FORWARD  *** meters")
        #expect(text.hypothesis == "go FORWARDS TEN meters")
    }

    // REF: turn THE lights *** on PLEASE
    // HYP: turn *** lights OFF on ******
    // The longest common subsequence is turn, lights, on (3 hits). Keeping it costs D "the",
    // I "off", D "please" = 3 errors. Fewer is impossible: N − M = 1 forces D = I + 1, and the
    // only 2-error shape (1 S + 1 D, 3 hits) would pair hypothesis and reference in order after
    // dropping one reference word, which leaves at least 2 mismatches whichever word is dropped.
    // S = 0, D = 2, I = 1, H = 3, N = 5, WER = 3 / 5.
    @Test func mixedDeletionsAndInsertion() {
        let alignment = align("turn the lights on please", "turn lights off on")
        #expect(
            alignment.steps == [
                .match("turn"), .deletion("the"), .match("lights"), .insertion("off"),
                .match("on"), .deletion("please"),
            ])
        #expect(alignment.counts == ErrorCounts(hits: 3, deletions: 2, insertions: 1))
        #expect(alignment.counts.wordErrorRate == 0.6)
    }

    // REF: a b **
    // HYP: * b c
    // Two alignments cost 2 errors: a→b, b→c (two substitutions, no hit) or delete a, match b,
    // insert c (one hit). The one with more hits wins: S = 0, D = 1, I = 1, H = 1.
    @Test func prefersAlignmentWithMoreMatches() {
        let alignment = align("a b", "b c")
        #expect(alignment.steps == [.deletion("a"), .match("b"), .insertion("c")])
        #expect(alignment.counts.errors == 2)
    }

    // REF: (nothing)
    // HYP: hello there
    // N = 0, I = 2: the rate is undefined, not 0 and not 100 %.
    // REF and HYP both empty: nothing to get wrong, WER = 0.
    @Test func emptyReference() {
        let alignment = align("", "hello there")
        #expect(alignment.steps == [.insertion("hello"), .insertion("there")])
        #expect(alignment.counts == ErrorCounts(insertions: 2))
        #expect(alignment.counts.wordErrorRate == nil)

        let empty = align("", "")
        #expect(empty.steps.isEmpty)
        #expect(empty.counts.wordErrorRate == 0)
    }

    // REF: seven of clubs   HYP: (nothing) — same as all deleted, through the empty hypothesis.
    @Test func emptyHypothesis() {
        let alignment = align("seven of clubs", "")
        #expect(alignment.counts == ErrorCounts(deletions: 3))
        #expect(alignment.counts.wordErrorRate == 1)
    }

    // REF: he might even have been made ******* AMIABLE HIMSELF
    // HYP: he might even have been made THE     amiable ITSELF        (PocketSphinx test data)
    // Hand-worked: six matches, then "the" inserted, amiable=amiable, himself→itself.
    // H = 7, S = 1, I = 1, N = 8, WER = 2 / 8.
    @Test func sphinxTestDataSentence() {
        let alignment = align(
            "he might even have been made amiable himself",
            "he might even have been made the amiable itself")
        #expect(alignment.counts == ErrorCounts(hits: 7, substitutions: 1, insertions: 1))
        #expect(alignment.counts.wordErrorRate == 0.25)
        #expect(
            AlignmentText(alignment).labeled == """
                REF: he might even have been made *** amiable HIMSELF
                HYP: he might even have been made THE amiable ITSELF
                """)
    }

    // Errors at both ends: REF "a b c", HYP "x b c y": a→x, b, c, insert y.
    @Test func substitutionAtStartInsertionAtEnd() {
        let alignment = align("a b c", "x b c y")
        #expect(
            alignment.steps == [
                .substitution("a", by: "x"), .match("b"), .match("c"), .insertion("y"),
            ])
    }

    // REF: a ***      HYP: x y
    // Substituting a→x then inserting y, or inserting x then substituting a→y: both 2 errors, no
    // hits. Substitutions pair words in reading order, so the first.
    @Test func tiesPairWordsInReadingOrder() {
        let alignment = align("a", "x y")
        #expect(alignment.steps == [.substitution("a", by: "x"), .insertion("y")])
    }

    @Test func countsAddUp() {
        let one = ErrorCounts(hits: 3, substitutions: 1, deletions: 0, insertions: 2)
        let two = ErrorCounts(hits: 1, substitutions: 0, deletions: 4, insertions: 0)
        let total = [one, two].summed()
        #expect(total == ErrorCounts(hits: 4, substitutions: 1, deletions: 4, insertions: 2))
        #expect(total.referenceWords == 9)
        #expect(total.hypothesisWords == 7)
        #expect(total.errors == 7)
    }
}
