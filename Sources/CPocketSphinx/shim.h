// PocketSphinx 0.8+5prealpha (Debian libpocketsphinx-dev) and the sphinxbase parts Hark calls.
#include <pocketsphinx.h>
#include <cmd_ln.h>
#include <logmath.h>
#include <err.h>
#include <jsgf.h>
