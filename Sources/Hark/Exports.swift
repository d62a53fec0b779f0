// The facade re-exports the pipeline's plain data types so a client imports one module.
@_exported import HarkAudio
@_exported import HarkFrontEnd
@_exported import HarkRecognition
@_exported import HarkSpeech
