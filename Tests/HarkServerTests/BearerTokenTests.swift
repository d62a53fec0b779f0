import Hummingbird
import Testing

@testable import HarkServer

@Suite("Bearer token comparison")
struct BearerTokenTests {
    @Test func onlyTheSameBytesAreEqual() {
        let equal = BearerTokenMiddleware<BasicRequestContext>.equal
        #expect(equal(Array("s3cret".utf8), Array("s3cret".utf8)))
        #expect(!equal(Array("s3cret".utf8), Array("s3creT".utf8)))
        #expect(!equal(Array("s3cret".utf8), Array("s3cret!".utf8)))
        #expect(!equal([], Array("x".utf8)))
    }
}
