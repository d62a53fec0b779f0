import Foundation
import HarkApps
import HarkIntents
import HarkTestSupport
import Testing

/// Locked means locked for declared apps too: the manifest's `restrictedWhileLocked` names the
/// intents that need an unlocked device, as SiriKit's `IntentsRestrictedWhileLocked` does.
@Suite struct LockedDeviceTests {
    static let handler = """
        handler:
          command: [sh, -c, "cat > \\"$HARK_APP_DATA/request.json\\"; echo '{\\"code\\": \\"success\\"}'"]
        """

    @Test func aRestrictedIntentIsRefusedWhileLockedAndRunsUnlocked() async throws {
        let scratch = try ScratchDirectory("hark-locked")
        defer { scratch.remove() }
        let folder = try DeclaredAppFixture.bell(
            handler: Self.handler + "\nrestrictedWhileLocked: [ring]", in: scratch)
        let fixture = try DeclaredAppFixture(folder: folder)
        #expect(fixture.app.manifest.restrictedWhileLocked == ["ring"])
        fixture.assistant.update(settings: AssistantSettings(isDeviceLocked: true))
        let locked = await fixture.say("ring the bell")
        #expect(locked.response.text == "You'll need to unlock your device first.")
        #expect(fixture.dataFiles().isEmpty, "the handler was called while locked")
        fixture.assistant.update(settings: AssistantSettings(isDeviceLocked: false))
        #expect(await fixture.say("ring the bell").response.text == "Ding dong.")
        #expect(fixture.dataFiles() == ["request.json"])
    }

    @Test func anIntentTheAppLacksIsRefusedWhenTheAppIsLoaded() throws {
        let scratch = try ScratchDirectory("hark-locked")
        defer { scratch.remove() }
        let folder = try DeclaredAppFixture.bell(
            handler: Self.handler + "\nrestrictedWhileLocked: [knock]", in: scratch)
        #expect {
            try DeclaredApp(folder: folder)
        } throws: { error in
            "\(error)".contains("'restrictedWhileLocked' names 'knock'")
        }
    }
}
