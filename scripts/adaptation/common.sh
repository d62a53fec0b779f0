# Sourced by the adaptation recipes (two-fold.sh, noise-two-fold.sh), from the repository root:
# SphinxTrain's tools, the installed en-us model, and the steps both recipes take.
if ! command -v sphinx_fe >/dev/null || [[ ! -x /usr/lib/sphinxtrain/bw ]]; then
  apt-get install -y sphinxtrain sphinxbase-utils >/dev/null
fi
MODEL=/usr/share/pocketsphinx/model/en-us/en-us
TRAIN=/usr/lib/sphinxtrain

# prepare_model WORK: the model's mdef as text and its quantized sendump expanded back to mixture
# weights, in WORK, as bw reads them.
prepare_model() {
  pocketsphinx_mdef_convert -text "$MODEL/mdef" "$1/mdef.txt" >/dev/null 2>&1
  python3 scripts/adaptation/sendump-to-mixw.py "$MODEL/sendump" "$1/mixture_weights" 2>/dev/null
}

# accumulate WORK DICT FILEIDS TRANSCRIPTION ACCUMDIR LOG: bw's counts over the listed utterances
# (features in WORK/mfc), for mllr_solve and map_adapt.
accumulate() {
  "$TRAIN/bw" -moddeffn "$1/mdef.txt" -meanfn "$MODEL/means" -varfn "$MODEL/variances" \
    -tmatfn "$MODEL/transition_matrices" -mixwfn "$1/mixture_weights" -ts2cbfn .ptm. -feat 1s_c_d_dd \
    -svspec 0-12/13-25/26-38 -cmn current -agc none -dictfn "$2" -fdictfn "$MODEL/noisedict" \
    -ctlfn "$3" -lsnfn "$4" -cepdir "$1/mfc" -accumdir "$5" >"$6" 2>&1
}
