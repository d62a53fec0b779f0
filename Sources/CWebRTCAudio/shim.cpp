#include "webrtc_shim.h"

#include <webrtc/common.h>
#include <webrtc/modules/audio_processing/include/audio_processing.h>
#include <webrtc/modules/interface/module_common_types.h>

#include <algorithm>
#include <new>

struct hark_webrtc_processor {
    webrtc::AudioProcessing *apm;
    webrtc::AudioFrame frame;
};

namespace {

webrtc::AudioProcessing *make_processing() {
    webrtc::Config config;
    // The experimental AGC defaults to on in 0.3; Hark wants no gain changes it did not ask for.
    config.Set<webrtc::ExperimentalAgc>(new webrtc::ExperimentalAgc(false));
    return webrtc::AudioProcessing::Create(config);
}

}  // namespace

extern "C" {

hark_webrtc_processor *hark_webrtc_create(void) {
    webrtc::AudioProcessing *apm = make_processing();
    if (apm == nullptr) return nullptr;
    hark_webrtc_processor *processor = new (std::nothrow) hark_webrtc_processor();
    if (processor == nullptr) {
        delete apm;
        return nullptr;
    }
    processor->apm = apm;
    if (hark_webrtc_reset(processor) != 0) {
        hark_webrtc_destroy(processor);
        return nullptr;
    }
    return processor;
}

void hark_webrtc_destroy(hark_webrtc_processor *processor) {
    if (processor == nullptr) return;
    delete processor->apm;
    delete processor;
}

int hark_webrtc_set_high_pass_filter(hark_webrtc_processor *processor, int enabled) {
    return processor->apm->high_pass_filter()->Enable(enabled != 0);
}

int hark_webrtc_set_noise_suppression(hark_webrtc_processor *processor, int level) {
    webrtc::NoiseSuppression *ns = processor->apm->noise_suppression();
    if (level < 0) return ns->Enable(false);
    if (level > 3) return webrtc::AudioProcessing::kBadParameterError;
    int status = ns->set_level(static_cast<webrtc::NoiseSuppression::Level>(level));
    return status != 0 ? status : ns->Enable(true);
}

int hark_webrtc_set_voice_detection(hark_webrtc_processor *processor, int likelihood) {
    webrtc::VoiceDetection *vad = processor->apm->voice_detection();
    if (likelihood < 0) return vad->Enable(false);
    if (likelihood > 3) return webrtc::AudioProcessing::kBadParameterError;
    int status = vad->set_likelihood(static_cast<webrtc::VoiceDetection::Likelihood>(likelihood));
    if (status == 0) status = vad->set_frame_size_ms(10);
    return status != 0 ? status : vad->Enable(true);
}

int hark_webrtc_reset(hark_webrtc_processor *processor) {
    // Initialize() with an explicit layout resets every component's state but keeps its settings.
    return processor->apm->Initialize(
        HARK_WEBRTC_SAMPLE_RATE, HARK_WEBRTC_SAMPLE_RATE, HARK_WEBRTC_SAMPLE_RATE,
        webrtc::AudioProcessing::kMono, webrtc::AudioProcessing::kMono, webrtc::AudioProcessing::kMono);
}

int hark_webrtc_process_frame(hark_webrtc_processor *processor, int16_t *samples, int *has_voice) {
    webrtc::AudioFrame &frame = processor->frame;
    frame.UpdateFrame(
        0, 0, samples, HARK_WEBRTC_FRAME_SAMPLES, HARK_WEBRTC_SAMPLE_RATE, webrtc::AudioFrame::kNormalSpeech,
        webrtc::AudioFrame::kVadUnknown, 1);
    int status = processor->apm->ProcessStream(&frame);
    if (status != 0) return status;
    std::copy(frame.data_, frame.data_ + HARK_WEBRTC_FRAME_SAMPLES, samples);
    if (has_voice != nullptr) {
        *has_voice = processor->apm->voice_detection()->is_enabled()
            && processor->apm->voice_detection()->stream_has_voice() ? 1 : 0;
    }
    return 0;
}

}  // extern "C"
