// -nvvm-attach-target appends one #nvvm.target built from its options to the modules the regex finds.
// RUN: jopt %s -nvvm-attach-target | jfilecheck %s --check-prefix=DEFAULT
// RUN: jopt %s -nvvm-attach-target -nvvm-attach-target | jfilecheck %s --check-prefix=DEFAULT
// RUN: jopt %s '-nvvm-attach-target=chip=sm_90 features=+ptx80 O=3 fast ftz module=^dev l=a.bc,b.bc ptxas-cmd-options=-v' | jfilecheck %s --check-prefix=OPTS

// DEFAULT: gpu.module @plain [#nvvm.target] {
// DEFAULT: gpu.module @has_one [#nvvm.target<chip = "sm_80">, #nvvm.target] {
// DEFAULT: gpu.module @dev_kernels [#nvvm.target] {
// OPTS: gpu.module @plain {
// OPTS: gpu.module @has_one [#nvvm.target<chip = "sm_80">] {
// OPTS: gpu.module @dev_kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast, ftz, "ptxas-cmd-options" = ["-v"]}, link = ["a.bc", "b.bc"]>] {
gpu.module @plain {
}
gpu.module @has_one [#nvvm.target<chip = "sm_80">] {
}
gpu.module @dev_kernels {
}
