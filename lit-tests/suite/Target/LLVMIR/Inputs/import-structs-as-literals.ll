; Named structures imported as literal ones (see import-structs-as-literals.test).
%pair = type <{ i8, i64 }>
%outer = type { %pair, [2 x %pair] }
%hidden = type opaque

@p = global %outer zeroinitializer
@h = external global %hidden
