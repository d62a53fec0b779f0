#ifndef HARK_WEBRTC_SHIM_H
#define HARK_WEBRTC_SHIM_H

// A C face for the parts of WebRTC's audio processing module (Debian's
// libwebrtc-audio-processing 0.3, a C++ library) that Hark uses: high-pass filter, noise
// suppression and voice activity detection on 16 kHz mono 16-bit audio in 10 ms frames. Swift
// cannot call the C++ classes, so this is the only surface it sees.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Samples in one frame: WebRTC processes exactly 10 ms at a time.
#define HARK_WEBRTC_FRAME_SAMPLES 160
#define HARK_WEBRTC_SAMPLE_RATE 16000

typedef struct hark_webrtc_processor hark_webrtc_processor;

/// A processor with every component off; NULL when WebRTC cannot build one.
hark_webrtc_processor *hark_webrtc_create(void);
void hark_webrtc_destroy(hark_webrtc_processor *processor);

/// Functions returning int give 0 on success, else WebRTC's (negative) error code.
int hark_webrtc_set_high_pass_filter(hark_webrtc_processor *processor, int enabled);
/// level -1 turns noise suppression off; 0–3 are WebRTC's low, moderate, high, very high.
int hark_webrtc_set_noise_suppression(hark_webrtc_processor *processor, int level);
/// likelihood -1 turns voice detection off; 0–3 are WebRTC's very low, low, moderate, high
/// likelihood of calling a frame speech.
int hark_webrtc_set_voice_detection(hark_webrtc_processor *processor, int likelihood);

/// Forgets everything heard so far (noise estimate, filter memory), keeping the settings, so the
/// next stream is processed as if by a new processor.
int hark_webrtc_reset(hark_webrtc_processor *processor);

/// Processes one frame of HARK_WEBRTC_FRAME_SAMPLES samples in place. When voice detection is on,
/// *has_voice is set to 1 for a frame judged speech and 0 otherwise; has_voice may be NULL.
int hark_webrtc_process_frame(hark_webrtc_processor *processor, int16_t *samples, int *has_voice);

#ifdef __cplusplus
}
#endif

#endif
