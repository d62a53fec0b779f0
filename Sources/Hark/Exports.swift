// The facade re-exports every engine module a client needs, so `import Hark` is the whole public
// surface: audio in, recognition, vocabulary, understanding, the intent engine, spoken responses,
// speech out, and the state and support modules their APIs use. Which modules are public and why:
// docs/library.md.
@_exported import HarkAudio
@_exported import HarkDefinitions
@_exported import HarkFrontEnd
@_exported import HarkIntents
@_exported import HarkRecognition
@_exported import HarkResponses
@_exported import HarkSearch
@_exported import HarkSpeech
@_exported import HarkStorage
@_exported import HarkSupport
@_exported import HarkUnderstanding
@_exported import HarkUserVocabulary
@_exported import HarkVocabulary
@_exported import HarkWakeModels
