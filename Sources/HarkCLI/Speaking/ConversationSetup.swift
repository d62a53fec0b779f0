import Foundation
import Hark
import HarkDevice

/// One conversation of `hark ask`, `converse` or `listen`: the device, and its assistant, which
/// hears audio through a decoder of its own when audio may come.
struct ConversationSetup {
    let device: Device
    let assistant: Assistant

    init(device: Device, audio: Bool) throws {
        self.device = device
        assistant =
            audio
            ? try device.assistant(hearing: try device.commandRecognizer())
            : try device.assistant(reading: try device.parser())
    }

    /// After a turn: the apps register their vocabulary again (see `Device.afterTurn()`).
    func afterTurn() throws { try device.afterTurn() }
}
