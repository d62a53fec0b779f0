import Foundation
import HarkIntents
import SoupChef
import Testing

/// Orders through the real intent engine, from typed requests read by the shipped definitions:
/// resolution, the confirmation the definition requires, handling, and what gets stored.
@Suite struct OrderingTests {
    @Test func anOrderIsConfirmedThenStoredWithItsDonation() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let tomato = try fixture.menuItem("tomatoSoup")
        let request = try #require(SoupChefFixture.request("order two tomato soups with croutons on soup chef"))

        let question = await engine.start(request)
        let ready = IntentResponse(
            code: .ready,
            properties: IntentParameters(["soup": [.object(tomato.intentObject)], "waitTime": [.duration(600)]]))
        #expect(question.acts == [.askIntentConfirmation(response: ready)])
        #expect(question.expectation == .intentConfirmation)
        #expect(question.parameters["soup"] == [.object(tomato.intentObject)])
        #expect(question.parameters["quantity"] == [.number(2)])
        #expect(question.parameters["options"] == [.choice("croutons")])
        #expect(try fixture.store.orders().isEmpty, "nothing is ordered before the user says yes")
        #expect(try fixture.store.donations().isEmpty)

        let pending = try #require(question.pending)
        let done = await engine.answer("yes please", to: pending)
        let success = IntentResponse(
            code: .success,
            properties: IntentParameters([
                "soup": [.object(tomato.intentObject)], "waitTime": [.duration(tomato.preparationTime)],
            ]))
        #expect(done.acts == [.respond(response: success)])
        #expect(done.pending == nil)

        let orders = try fixture.store.orders()
        #expect(orders.count == 1)
        let order = try #require(orders.first)
        #expect(order.order == OrderedSoup(soup: "tomatoSoup", quantity: 2, options: ["croutons"]))
        #expect(order.placedAt == saturday)
        #expect(order.waitTime == tomato.preparationTime)
        let donations = try fixture.store.donations()
        #expect(donations.count == 1)
        let donation = try #require(donations.first)
        #expect(donation.identifier == order.identifier)
        #expect(donation.intent == OrderSoupIntent.name)
        #expect(donation.parameters == ["soup": ["tomatoSoup"], "quantity": ["2"], "options": ["croutons"]])
        #expect(donation.orderID == order.id)
        #expect(donation.menuItem == "tomatoSoup")
        #expect(donation.donatedAt == saturday)
    }

    @Test func sayingNoOrdersNothing() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let request = try #require(SoupChefFixture.request("get me a chicken noodle soup using soup chef"))
        let pending = try #require(await engine.start(request).pending)
        let turn = await engine.answer("no", to: pending)
        #expect(turn.acts == [.cancelled])
        #expect(try fixture.store.orders().isEmpty)
        #expect(try fixture.store.donations().isEmpty)
    }

    /// "A clam chowder" is one: the quantity resolves to 1 rather than being asked for.
    @Test func aMissingQuantityIsOne() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let request = try #require(SoupChefFixture.request("i'd like a clam chowder from soupchef"))
        #expect(request.parameters["quantity"].isEmpty)
        let question = await engine.start(request)
        #expect(question.resolutions["quantity"] == [.success(.number(1))])
        #expect(question.parameters["quantity"] == [.number(1)])
        let done = await engine.answer("yes", to: try #require(question.pending))
        #expect(done.response?.code == .success)
        #expect(try fixture.store.orders().map(\.order) == [OrderedSoup(soup: "clamChowder", quantity: 1)])
    }

    /// As in Apple's sample, a sold-out soup is not "unknown": confirming fails with the intent's
    /// own code, naming the soup, and nothing is asked or stored.
    @Test func aSoldOutSoupFailsWithItsOwnCode() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let onion = try fixture.menuItem("frenchOnionSoup")
        #expect(!onion.isAvailable, "the sample menu has French onion soup sold out")
        let request = try #require(SoupChefFixture.request("order a french onion soup on soup chef"))
        let turn = await fixture.engine().start(request)
        let refused = IntentResponse(
            code: .failureSoupUnavailable, properties: IntentParameters(["soup": [.object(onion.intentObject)]]))
        #expect(turn.acts == [.respond(response: refused)])
        #expect(turn.pending == nil)
        #expect(try fixture.store.orders().isEmpty)
    }

    /// Sold out between the question and the yes: the order is refused, not placed.
    @Test func aSoupSoldOutBeforeTheYesIsRefused() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let request = try #require(SoupChefFixture.request("order two tomato soups on soup chef"))
        let pending = try #require(await engine.start(request).pending)
        try fixture.store.setAvailability(of: "tomatoSoup", to: false)
        let turn = await engine.answer("yes", to: pending)
        #expect(turn.response?.code == .failureSoupUnavailable)
        #expect(turn.response?.properties["soup"] == [.object(try fixture.menuItem("tomatoSoup").intentObject)])
        #expect(try fixture.store.orders().isEmpty)
        #expect(try fixture.store.donations().isEmpty)
    }

    @Test func aSoupOffTheMenuIsAskedForAgain() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let request = IntentRequest(
            app: SoupChefApp.name, intent: OrderSoupIntent.name,
            parameters: IntentParameters(["soup": [.choice("gazpacho")]]))
        let question = await engine.start(request)
        #expect(
            question.acts == [
                .unsupported(parameter: "soup", reason: OrderSoupHandler.notOnMenu, value: .choice("gazpacho")),
                .askValue(parameter: "soup"),
            ])
        let next = await engine.answer("lentil soup", to: try #require(question.pending))
        #expect(next.expectation == .intentConfirmation)
        #expect(next.parameters["soup"] == [.object(try fixture.menuItem("lentilSoup").intentObject)])
    }

    @Test func aQuantityOutOfRangeIsAskedForAgain() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let request = try #require(SoupChefFixture.request("order twelve tomato soups on soup chef"))
        #expect(request.parameters["quantity"] == [.number(12)])
        let question = await engine.start(request)
        #expect(
            question.acts == [
                .unsupported(
                    parameter: "quantity", reason: OrderSoupHandler.quantityOutOfRange, value: .number(12)),
                .askValue(parameter: "quantity"),
            ])
        let next = await engine.answer("three", to: try #require(question.pending))
        #expect(next.expectation == .intentConfirmation)
        #expect(next.parameters["quantity"] == [.number(3)])
        // Half a soup is no order either.
        var half = request
        half.parameters["quantity"] = [.number(2.5)]
        #expect(await engine.start(half).resolutions["quantity"] == [.unsupported(reason: "outOfRange")])
    }

    @Test func aToppingOffTheMenuIsAskedForAgain() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let request = IntentRequest(
            app: SoupChefApp.name, intent: OrderSoupIntent.name,
            parameters: IntentParameters([
                "soup": [.choice("tomatoSoup")], "options": [.choice("cheese"), .choice("bacon")],
            ]))
        let question = await fixture.engine().start(request)
        #expect(
            question.resolutions["options"] == [
                .success(.choice("cheese")), .unsupported(reason: OrderSoupHandler.notOnMenu),
            ])
        #expect(question.expectation == .value(parameter: "options", replacing: 1))
    }

    /// An order spends the owner's money: not from a locked device.
    @Test func aLockedDeviceOrdersNothing() async throws {
        let fixture = try SoupChefFixture()
        defer { fixture.remove() }
        let request = try #require(SoupChefFixture.request("order two tomato soups on soup chef"))
        let turn = await fixture.engine(settings: AssistantSettings(isDeviceLocked: true)).start(request)
        #expect(turn.acts == [.refuse(.deviceLocked)])
    }

    /// The typed layer reads and writes the engine's values as the generated code would.
    @Test func theTypedIntentReadsTheEngineParameters() {
        let order = OrderedSoup(soup: "minestrone", quantity: 3, options: ["croutons", "cheese", "croutons"])
        #expect(order.options == ["cheese", "croutons"], "toppings sorted, once each")
        let intent = OrderSoupIntent(order.intentParameters)
        #expect(intent.soup?.identifier == "minestrone")
        #expect(intent.quantity == 3)
        #expect(intent.options == ["cheese", "croutons"])
        #expect(intent.order == order)
        #expect(OrderedSoup(parameters: order.parameters) == order)
        #expect(OrderedSoup(parameters: ["soup": ["minestrone"]]) == OrderedSoup(soup: "minestrone", quantity: 1))
        #expect(OrderedSoup(parameters: ["quantity": ["2"]]) == nil)
        #expect(OrderedSoup(parameters: ["soup": ["minestrone"], "quantity": ["two"]]) == nil)
    }
}
