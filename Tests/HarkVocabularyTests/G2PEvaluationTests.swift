import HarkTraining
import HarkVocabulary
import Testing

@Suite struct G2PEvaluationTests {
    @Test func editDistanceCountsSubstitutionsInsertionsAndDeletions() {
        #expect(G2PEvaluation.editDistance(["K", "AE", "T"], ["K", "AE", "T"]) == 0)
        #expect(G2PEvaluation.editDistance(["K", "AE", "T"], ["K", "AH", "T"]) == 1)
        #expect(G2PEvaluation.editDistance(["K", "AE", "T", "S"], ["K", "AE", "T"]) == 1)
        #expect(G2PEvaluation.editDistance([], ["K", "AE", "T"]) == 3)
        #expect(G2PEvaluation.editDistance(["AE", "K", "T"], ["K", "AE", "T"]) == 2)
    }

    @Test func scoresAgainstTheClosestReference() {
        var evaluation = G2PEvaluation()
        evaluation.add(hypothesis: ["R", "EH", "D"], references: [["R", "IY", "D"], ["R", "EH", "D"]])
        evaluation.add(hypothesis: ["K", "AH", "T"], references: [["K", "AE", "T"], ["K", "AE", "T", "S"]])
        #expect(evaluation.words == 2 && evaluation.wordErrors == 1)
        #expect(evaluation.phoneErrors == 1 && evaluation.referencePhones == 6)
        #expect(evaluation.wordErrorRate == 0.5)
        #expect(abs(evaluation.phoneErrorRate - 1.0 / 6) < 1e-12)
    }
}
