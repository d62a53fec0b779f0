import Foundation
import HarkDefinitions
import HarkUnderstanding
import Testing

/// The documentation's example app loads and understands its requests: a new app needs only a file.
@Suite struct CoffeeExampleTests {
    static let parser = IntentParser(definitions: try! IntentDefinitionSet.load(from: [RepositoryFiles.coffeeExample]))

    func values(_ result: UnderstandingResult) -> [String: [String]] {
        result.understanding.canonicalParameters
    }

    @Test func orderWithEveryParameter() {
        let result = Self.parser.parse(
            "could you order a large latte with oat milk from main street in ten minutes on beanstalk")
        #expect(result.understanding.app == "Beanstalk")
        #expect(result.understanding.domain == "coffeeOrdering")
        #expect(result.understanding.intent == "OrderCoffee")
        #expect(
            values(result) == [
                "size": ["large"], "drink": ["latte"], "milk": ["oat"], "store": ["Main Street"], "pickupIn": ["PT10M"],
            ])
    }

    @Test func appNameAsVerbWithQuantity() {
        let result = Self.parser.parse("beanstalk me two flat whites")
        #expect(result.understanding.intent == "OrderCoffee")
        #expect(values(result) == ["quantity": ["2"], "drink": ["flatWhite"]])
    }

    @Test func otherIntentsAndRejections() {
        #expect(
            Self.parser.parse("hey siri reorder my last drink with beanstalk").understanding.intent == "ReorderLast")
        #expect(Self.parser.parse("cancel my order from yesterday on bean stalk").understanding.intent == "CancelOrder")
        #expect(Self.parser.parse("order a large latte").rejection == .noAppName)
    }
}
