// Option errors and unsupported widths of the wide integer emulation, as mlir-opt 22 reports them.
// A width that is no power of two (or below 2) fails the pass without a message and prints nothing.
// RUN: not jopt %s -arith-emulate-wide-int=widest-int-supported=24 2>&1 | jfilecheck %s --check-prefix=SILENT --allow-empty
// RUN: not jopt %s -arith-emulate-wide-int=widest-int-supported=1 2>&1 | jfilecheck %s --check-prefix=SILENT --allow-empty
// RUN: not jopt %s -memref-emulate-wide-int=widest-int-supported=12 2>&1 | jfilecheck %s --check-prefix=SILENT --allow-empty
// RUN: not jopt %s -arith-emulate-wide-int=widest-int-supported=-4 2>&1 | jfilecheck %s --check-prefix=UINT
// RUN: not jopt %s -arith-emulate-wide-int=width=8 2>&1 | jfilecheck %s --check-prefix=NAME
// RUN: not jopt %s -arith-emulate-wide-int 2>&1 | jfilecheck %s --check-prefix=WIDER

// SILENT-NOT: {{.}}
// UINT: for the --widest-int-supported option: '-4' value invalid for uint argument!
// NAME: <Pass-Options-Parser>: no such option width

// An i128 is more than twice the widest supported width (32): it does not convert.
// WIDER: error: failed to legalize operation 'func.func' that was explicitly marked illegal
// WIDER-NEXT: func.func @too_wide(%x : i128) -> i128 {
func.func @too_wide(%x : i128) -> i128 {
  return %x : i128
}
