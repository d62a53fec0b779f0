#include <flite/flite.h>

// Each voice library exports one registration function that flite's headers do not declare
// (flite's own programs declare it themselves, as here).
cst_voice *register_cmu_us_rms(const char *voxdir);
