; Two modules in one file for jtranslate --import-llvm -split-input-file.
@first = global i32 1

; // -----

define i32 @second() {
  ret i32 2
}

; // -----

this is not LLVM IR
