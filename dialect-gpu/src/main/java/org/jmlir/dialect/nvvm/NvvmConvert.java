package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.nvvm.NvvmOps.NvvmOp;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * nvvm's packed floating-point conversions as MLIR 22 declares them ({@code nvvm.convert.*}): f32 to
 * tf32; pairs of f32 to f16x2/bf16x2 (optionally with stochastic rounding bits) and to the 8-, 6- and
 * 4-bit float pairs; f16x2/bf16x2 to f8x2; the narrow pairs back to f16x2/bf16x2; and f32x4 to f8x4,
 * f6x4 and f4x4 with random bits. The narrow float type is an attribute written in parentheses after the
 * packed integer type ({@code : i16(f8E4M3FN)}); the verifiers give MLIR 22's "Only ..." messages.
 */
final class NvvmConvert {
  private NvvmConvert() {}

  private static TypeConstraint vectorOf(int n, String eltDesc, java.util.function.Predicate<Type> elt) {
    return TypeConstraint.ofKind("vector of " + eltDesc + " values of length " + n, "builtin.vector",
        t -> t instanceof VectorType,
        t -> t instanceof VectorType v && v.shape().length == 1 && v.shape()[0] == n && !v.isScalable() && elt.test(v.elementType()));
  }

  private static boolean isInt(Type t, int w) {
    return t instanceof IntegerType i && i.isSignless() && i.width() == w;
  }

  private static boolean isFloat(Type t, FloatType.Kind k) {
    return t instanceof FloatType f && f.kind() == k;
  }

  private static TypeConstraint intKind(int w) {
    return TypeConstraint.ofKind(w + "-bit signless integer", "builtin.integer", t -> t instanceof IntegerType, t -> isInt(t, w));
  }

  private static final TypeConstraint F16X2 = vectorOf(2, "16-bit float", t -> isFloat(t, FloatType.Kind.F16));
  private static final TypeConstraint BF16X2 = vectorOf(2, "bfloat16 type", t -> isFloat(t, FloatType.Kind.BF16));
  private static final TypeConstraint I8X2 = vectorOf(2, "8-bit signless integer", t -> isInt(t, 8));
  private static final TypeConstraint I8X4 = vectorOf(4, "8-bit signless integer", t -> isInt(t, 8));
  private static final TypeConstraint F32X4 = vectorOf(4, "32-bit float", t -> isFloat(t, FloatType.Kind.F32));
  private static final TypeConstraint I16_OR_I8X2 =
      new TypeConstraint("16-bit signless integer or vector of 8-bit signless integer values of length 2",
          t -> isInt(t, 16) || I8X2.test(t));

  private static final AttrConstraint BOOL =
      AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());

  /** A type attribute written as the bare type in the format. */
  private static final AttrConstraint TYPE_ATTR =
      new AttrConstraint("any type attribute", a -> a instanceof TypeAttr,
          p -> {
            int offset = p.currentOffset();
            TypeAttr t = parseTypeAttr(p);
            if (t == null) {
              throw p.emitError(offset, "expected attribute value");
            }
            return t;
          },
          NvvmConvert::parseTypeAttr,
          (a, p) -> p.printType(((TypeAttr) a).value()));

  /** Any attribute, which must be a type (MLIR's "invalid kind of attribute specified" otherwise). */
  private static TypeAttr parseTypeAttr(org.jmlir.ir.parse.AsmParser p) {
    int offset = p.currentOffset();
    org.jmlir.ir.attr.Attribute a = p.parseOptionalAttribute(null);
    if (a == null || a instanceof TypeAttr) {
      return (TypeAttr) a;
    }
    throw p.emitError(offset, "invalid kind of attribute specified");
  }

  private static OpSpec.Builder relu(OpSpec.Builder b) {
    return b.defaultAttr("relu", BOOL, ctx -> IntegerAttr.bool(ctx, false));
  }

  private static OpSpec.Builder rnd(OpSpec.Builder b) {
    return b.defaultAttr("rnd", AttrConstraint.of("NVVM FPRoundingMode kind",
        a -> a instanceof NvvmEnumAttr e && e.kind() == NvvmEnumAttr.Kind.FP_RND_MODE),
        ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.FP_RND_MODE, "none"));
  }

  private static OpSpec.Builder sat(OpSpec.Builder b) {
    return b.defaultAttr("sat", AttrConstraint.of("NVVM SaturationMode kind",
        a -> a instanceof NvvmEnumAttr e && e.kind() == NvvmEnumAttr.Kind.SAT_MODE),
        ctx -> NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.SAT_MODE, "none"));
  }

  private static String rndOf(Operation op) {
    return ((NvvmEnumAttr) op.inherentAttr("rnd")).caseName();
  }

  private static String satOf(Operation op) {
    return ((NvvmEnumAttr) op.inherentAttr("sat")).caseName();
  }

  private static String typeOf(Operation op, String attr) {
    return Texts.type(((TypeAttr) op.inherentAttr(attr)).value());
  }

  static final OpDef FLOAT_TO_TF32 =
      relu(sat(rnd(OpSpec.define("nvvm.convert.float.to.tf32", NvvmOp::new)
          .operand("src", TypeConstraint.F32))))
          .result("res", TypeConstraint.I32)
          .format("$src attr-dict")
          .verifier(op -> {
            String rnd = rndOf(op);
            if (!List.of("rn", "rz", "rna").contains(rnd)) {
              return op.emitError("Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.").report();
            }
            boolean relu = ((IntegerAttr) op.inherentAttr("relu")).value().signum() != 0;
            return !(relu && rnd.equals("rna")) || op.emitError("Relu not supported with rna rounding mode.").report();
          })
          .build();

  /** {@code nvvm.convert.f32x2.to.f16x2} and {@code .bf16x2}: RN, RZ, or RS with random bits. */
  private static OpDef f32x2ToHalf(String to, TypeConstraint res) {
    return relu(sat(rnd(OpSpec.define("nvvm.convert.f32x2.to." + to, NvvmOp::new)
        .operand("src_hi", TypeConstraint.F32)
        .operand("src_lo", TypeConstraint.F32)
        .optionalOperand("random_bits", TypeConstraint.I32))))
        .result("dst", res)
        .format("$src_hi `,` $src_lo (`,` $random_bits^)? attr-dict `:` type($dst)")
        .verifier(op -> {
          String rnd = rndOf(op);
          boolean bits = op.operands().size() > 2;
          if (!List.of("rn", "rz", "rs").contains(rnd)) {
            return op.emitOpError("Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to " + to + ".").report();
          }
          if (rnd.equals("rs") && !bits) {
            return op.emitOpError("random_bits is required for RS rounding mode.").report();
          }
          return rnd.equals("rs") || !bits || op.emitOpError("random_bits not supported for RN and RZ rounding modes.").report();
        })
        .build();
  }

  /** The "Only 'A' and 'B' types are supported ..." check of a narrow-type attribute. */
  private static org.jmlir.ir.OpDef.Verifier only(String attr, String from, String to, String... types) {
    String list = types.length == 1 ? "'" + types[0] + "' type is"
        : "'" + String.join("' and '", types) + "' types are";
    return op -> List.of(types).contains(typeOf(op, attr))
        || op.emitOpError("Only " + list + " supported for conversions from " + from + " to " + to + ".").report();
  }

  /** f32 pairs to a packed narrow pair: {@code %a, %b attr-dict : type($dst) ($dstTy)}. */
  private static OpSpec.Builder f32x2ToNarrow(String to, TypeConstraint res) {
    return OpSpec.define("nvvm.convert.f32x2.to." + to, NvvmOp::new)
        .operand("a", TypeConstraint.F32)
        .operand("b", TypeConstraint.F32)
        .attr("dstTy", TYPE_ATTR)
        .result("dst", res)
        .format("$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`");
  }

  static final OpDef F32X2_TO_F8X2 =
      relu(sat(rnd(f32x2ToNarrow("f8x2", I16_OR_I8X2))))
          .verifier(op -> {
            String ty = typeOf(op, "dstTy");
            String rnd = rndOf(op);
            if (ty.equals("f8E4M3FN") || ty.equals("f8E5M2")) {
              if (!rnd.equals("rn")) {
                return op.emitOpError("Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types").report();
              }
              return satOf(op).equals("satfinite")
                  || op.emitOpError("Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types").report();
            }
            if (ty.equals("f8E8M0FNU")) {
              return rnd.equals("rz") || rnd.equals("rp")
                  || op.emitOpError("Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type").report();
            }
            return op.emitOpError("Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2").report();
          })
          .build();

  static final OpDef F32X2_TO_F6X2 =
      relu(f32x2ToNarrow("f6x2", I16_OR_I8X2)).verifier(only("dstTy", "f32x2", "f6x2", "f6E2M3FN", "f6E3M2FN")).build();

  static final OpDef F32X2_TO_F4X2 =
      relu(f32x2ToNarrow("f4x2", intKind(8))).verifier(only("dstTy", "f32x2", "f4x2", "f4E2M1FN")).build();

  /** Half pairs to f8x2: {@code %a attr-dict : type($a) -> type($dst) ($dstTy)}. */
  private static OpSpec.Builder halfToF8x2(String from, TypeConstraint src) {
    return OpSpec.define("nvvm.convert." + from + ".to.f8x2", NvvmOp::new)
        .operand("a", src)
        .attr("dstTy", TYPE_ATTR)
        .result("dst", I16_OR_I8X2)
        .format("$a attr-dict `:` type($a) `->` type($dst) `(` $dstTy `)`");
  }

  static final OpDef F16X2_TO_F8X2 =
      relu(halfToF8x2("f16x2", F16X2)).verifier(only("dstTy", "f16x2", "f8x2", "f8E4M3FN", "f8E5M2")).build();

  static final OpDef BF16X2_TO_F8X2 =
      sat(rnd(halfToF8x2("bf16x2", BF16X2)))
          .verifier(op -> {
            if (!only("dstTy", "bf16x2", "f8x2", "f8E8M0FNU").verify(op)) {
              return false;
            }
            String rnd = rndOf(op);
            return rnd.equals("rz") || rnd.equals("rp")
                || op.emitOpError("Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.").report();
          })
          .build();

  /** Narrow pairs back to halves: {@code %a attr-dict : type($a) ($srcType) -> type($dst)}. */
  private static OpSpec.Builder narrowToHalf(String from, String to, TypeConstraint src, TypeConstraint res) {
    return OpSpec.define("nvvm.convert." + from + ".to." + to, NvvmOp::new)
        .operand("a", src)
        .attr("srcType", TYPE_ATTR)
        .result("dst", res)
        .format("$a attr-dict `:` type($a) `(` $srcType `)` `->` type($dst)");
  }

  static final OpDef F8X2_TO_F16X2 =
      relu(narrowToHalf("f8x2", "f16x2", I8X2, F16X2)).verifier(only("srcType", "f8x2", "f16x2", "f8E4M3FN", "f8E5M2")).build();

  static final OpDef F8X2_TO_BF16X2 =
      narrowToHalf("f8x2", "bf16x2", I8X2, BF16X2).verifier(only("srcType", "f8x2", "bf16x2", "f8E8M0FNU")).build();

  static final OpDef F6X2_TO_F16X2 =
      relu(narrowToHalf("f6x2", "f16x2", I8X2, F16X2)).verifier(only("srcType", "f6x2", "f16x2", "f6E2M3FN", "f6E3M2FN")).build();

  static final OpDef F4X2_TO_F16X2 =
      relu(narrowToHalf("f4x2", "f16x2", intKind(8), F16X2)).verifier(only("srcType", "f4x2", "f16x2", "f4E2M1FN")).build();

  /** f32 quadruples with random bits: {@code %src, %rbits attr-dict : type($src) -> type($dst) ($dstTy)}. */
  private static OpDef f32x4(String to, TypeConstraint res, String... types) {
    return relu(OpSpec.define("nvvm.convert.f32x4.to." + to, NvvmOp::new)
        .operand("src", F32X4)
        .operand("rbits", TypeConstraint.I32)
        .attr("dstTy", TYPE_ATTR))
        .result("dst", res)
        .format("$src `,` $rbits attr-dict `:` type($src) `->` type($dst) `(` $dstTy `)`")
        .verifier(only("dstTy", "f32x4", to, types))
        .build();
  }

  static final List<OpDef> ALL;

  static {
    List<OpDef> all = new ArrayList<>();
    all.add(FLOAT_TO_TF32);
    all.add(f32x2ToHalf("f16x2", F16X2));
    all.add(f32x2ToHalf("bf16x2", BF16X2));
    all.add(F32X2_TO_F8X2);
    all.add(F32X2_TO_F6X2);
    all.add(F32X2_TO_F4X2);
    all.add(F16X2_TO_F8X2);
    all.add(BF16X2_TO_F8X2);
    all.add(F8X2_TO_F16X2);
    all.add(F8X2_TO_BF16X2);
    all.add(F6X2_TO_F16X2);
    all.add(F4X2_TO_F16X2);
    all.add(f32x4("f8x4", I8X4, "f8E4M3FN", "f8E5M2"));
    all.add(f32x4("f6x4", I8X4, "f6E2M3FN", "f6E3M2FN"));
    all.add(f32x4("f4x4", intKind(16), "f4E2M1FN"));
    ALL = List.copyOf(all);
  }
}
