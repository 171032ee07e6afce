package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.nvvm.NvvmOps.NvvmOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code nvvm.mma.sync A[...] B[...] C[...] {attrs} : (tA, tB, tC) -> !llvm.struct<...>}: MLIR 22's
 * custom form, where the PTX types of A and B default to (and print elided when equal to) the type
 * inferred from the operands, and MLIR 22's verifier: the table of shapes and fragment types per
 * multiplicand type (m16 n8 with k one or two tiles for f16/bf16/tf32/s8/u8/s4/u4/b1; m8 n8 k4 for
 * f16 and f64; m8 n8 k16/k32/k128 for the integer types), the operand and result types it implies,
 * ctype equal to dtype, and the b1Op / intOverflowBehavior attributes the binary and integer
 * variants need, with MLIR's wording.
 */
final class NvvmMmaSync {
  private NvvmMmaSync() {}

  private static final String[] FRAGS = {"A", "B", "C"};
  private static final String[] PTX_TYPE_ATTRS = {"multiplicandAPtxType", "multiplicandBPtxType"};

  static final OpDef DEF =
      OpSpec.define("nvvm.mma.sync", NvvmOp::new)
          .variadicOperand("operandA", TypeConstraint.ANY)
          .variadicOperand("operandB", TypeConstraint.ANY)
          .variadicOperand("operandC", TypeConstraint.ANY)
          .attr("shape", AttrConstraint.of("NVVM MMA shape", a -> a instanceof NvvmMmaShapeAttr s && s.k() >= 0))
          .optionalAttr("b1Op", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_B1OP))
          .optionalAttr("intOverflowBehavior", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_INT_OVERFLOW))
          .attr("layoutA", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("layoutB", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .optionalAttr("multiplicandAPtxType", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .optionalAttr("multiplicandBPtxType", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .result("res", new TypeConstraint("LLVM structure type", t -> t instanceof LlvmStructType))
          .assembly(new Syntax())
          .verifier(NvvmMmaSync::verify)
          .build();

  /**
   * MLIR 22's inferOperandMMAType as mlir-opt 22 applies it (checked against it): the PTX type an
   * operand's element type implies (f32 gives f32, a 32-bit integer s32), or null.
   */
  static String inferPtxType(Type t, boolean accumulator) {
    if (t instanceof VectorType v) {
      t = v.elementType();
    }
    if (t instanceof LlvmStructType s && !s.elementTypes().isEmpty()) {
      return inferPtxType(s.elementTypes().get(0), accumulator);
    }
    if (t instanceof FloatType f) {
      return switch (f.kind()) {
        case F64 -> "f64";
        case F16 -> "f16";
        case BF16 -> "bf16";
        case F32 -> "f32";
        default -> null;
      };
    }
    if (t instanceof IntegerType i && i.width() == 32) {
      return "s32";
    }
    return null;
  }

  private static boolean isInt4(String t) {
    return t.equals("s4") || t.equals("u4");
  }

  private static boolean isInt8(String t) {
    return t.equals("s8") || t.equals("u8");
  }

  private static boolean isInteger(String t) {
    return isInt4(t) || isInt8(t) || t.equals("b1") || t.equals("s32");
  }

  /** A fragment's allowed operand types: {@code count} operands of {@code type}. */
  private record Frag(int count, Type type) {
    boolean matches(List<Value> operands) {
      return operands.size() == count && operands.stream().allMatch(v -> v.type() == type);
    }

    @Override
    public String toString() {
      return count + "x" + org.jmlir.ir.ods.Texts.type(type);
    }
  }

  private static boolean verify(Operation op) {
    MLIRContext ctx = op.context();
    Type f16 = FloatType.get(ctx, FloatType.Kind.F16);
    Type f32 = FloatType.f32(ctx);
    Type f64 = FloatType.f64(ctx);
    Type i32 = IntegerType.get(ctx, 32);
    Type f16x2 = VectorType.get(ctx, new long[] {2}, f16);
    NvvmMmaShapeAttr shapeAttr = (NvvmMmaShapeAttr) op.inherentAttr("shape");
    long[] shape = {shapeAttr.m(), shapeAttr.n(), shapeAttr.k()};
    String aType = op.inherentAttr("multiplicandAPtxType") instanceof NvvmEnumAttr e ? e.caseName() : null;
    if (aType == null) {
      return op.emitOpError("requires the multiplicand A PTX type (multiplicandAPtxType)").report();
    }
    List<List<Frag>> expected = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    List<Type> results = new ArrayList<>();
    List<long[]> shapes = new ArrayList<>();
    OpSpec spec = op.def().extension(OpSpec.class);
    if (shape[0] == 16) {
      long kFactor;
      Type frag = i32;
      switch (aType) {
        case "tf32" -> {
          kFactor = 4;
          results.add(struct(ctx, 4, f32));
        }
        case "bf16" -> {
          kFactor = 8;
          results.add(struct(ctx, 4, f32));
        }
        case "f16" -> {
          kFactor = 8;
          frag = f16x2;
          results.add(struct(ctx, 2, f16x2));
          results.add(struct(ctx, 4, f32));
        }
        case "s4", "u4" -> kFactor = 32;
        case "b1" -> kFactor = 128;
        case "s8", "u8" -> kFactor = 16;
        default -> {
          return op.emitError("invalid shape or multiplicand type: " + aType).report();
        }
      }
      if (isInteger(aType)) {
        results.add(struct(ctx, 4, i32));
        expected.get(2).add(new Frag(4, i32));
        frag = i32;
      } else {
        expected.get(2).add(new Frag(2, f16x2));
        expected.get(2).add(new Frag(4, f32));
      }
      expected.get(0).add(new Frag((int) ((shape[0] / 8) * (shape[2] / kFactor)), frag));
      expected.get(1).add(new Frag((int) ((shape[1] / 8) * (shape[2] / kFactor)), frag));
      shapes.add(new long[] {16, 8, kFactor});
      shapes.add(new long[] {16, 8, kFactor * 2});
      List<Value> c = spec.operandGroup(op, 2);
      String ctype = c.isEmpty() ? null : inferPtxType(c.get(0).type(), true);
      if (!java.util.Objects.equals(inferPtxType(op.result(0).type(), true), ctype)) {
        return op.emitOpError("ctype does not match dtype").report();
      }
    }
    if (shape[0] == 8) {
      if (aType.equals("f16")) {
        expected.get(0).add(new Frag(2, f16x2));
        expected.get(1).add(new Frag(2, f16x2));
        results.add(struct(ctx, 4, f16x2));
        results.add(struct(ctx, 8, f32));
        expected.get(2).add(new Frag(4, f16x2));
        expected.get(2).add(new Frag(8, f32));
        shapes.add(new long[] {8, 8, 4});
      }
      if (aType.equals("f64")) {
        expected.get(0).add(new Frag(1, f64));
        expected.get(1).add(new Frag(1, f64));
        expected.get(2).add(new Frag(2, f64));
        results.add(struct(ctx, 2, f64));
        shapes.add(new long[] {8, 8, 4});
      }
      if (isInteger(aType)) {
        expected.get(0).add(new Frag(1, i32));
        expected.get(1).add(new Frag(1, i32));
        expected.get(2).add(new Frag(2, i32));
        results.add(struct(ctx, 2, i32));
        if (isInt4(aType)) {
          shapes.add(new long[] {8, 8, 32});
        }
        if (isInt8(aType)) {
          shapes.add(new long[] {8, 8, 16});
        }
        if (aType.equals("b1")) {
          shapes.add(new long[] {8, 8, 128});
        }
      }
    }
    if (expected.get(0).isEmpty() || expected.get(1).isEmpty() || expected.get(2).isEmpty()
        || shapes.stream().noneMatch(sh -> java.util.Arrays.equals(sh, shape))) {
      return op.emitOpError("unimplemented variant for MMA shape <" + shape[0] + ", " + shape[1] + ", " + shape[2] + ">").report();
    }
    for (int i = 0; i < 3; i++) {
      List<Value> group = spec.operandGroup(op, i);
      if (expected.get(i).stream().noneMatch(f -> f.matches(group))) {
        StringBuilder m = new StringBuilder("Could not match types for the " + FRAGS[i] + " operands; expected one of ");
        for (Frag f : expected.get(i)) {
          m.append(f).append(' ');
        }
        m.append("but got ");
        for (int j = 0; j < group.size(); j++) {
          m.append(j > 0 ? ", " : "").append(org.jmlir.ir.ods.Texts.type(group.get(j).type()));
        }
        return op.emitOpError(m.toString()).report();
      }
    }
    if (!results.contains(op.result(0).type())) {
      StringBuilder m = new StringBuilder("Could not match allowed types for the result; expected one of ");
      for (int j = 0; j < results.size(); j++) {
        m.append(j > 0 ? ", " : "").append(org.jmlir.ir.ods.Texts.type(results.get(j)));
      }
      m.append(" but got ").append(org.jmlir.ir.ods.Texts.type(op.result(0).type()));
      return op.emitOpError(m.toString()).report();
    }
    if (aType.equals("b1") && op.inherentAttr("b1Op") == null) {
      return op.emitOpError("op requires b1Op attribute").report();
    }
    if ((isInt4(aType) || isInt8(aType)) && op.inherentAttr("intOverflowBehavior") == null) {
      return op.emitOpError("op requires intOverflowBehavior attribute").report();
    }
    return true;
  }

  private static Type struct(MLIRContext ctx, int n, Type t) {
    return LlvmStructType.getLiteral(ctx, Collections.nCopies(n, t));
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<List<UnresolvedOperand>> frags = new ArrayList<>();
      for (String frag : FRAGS) {
        p.parseKeyword(frag);
        frags.add(p.parseOperandList(org.jmlir.ir.parse.Delimiter.SQUARE, -1));
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      p.parseColon();
      p.parseLParen();
      List<Type> types = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.parseComma();
        }
        types.add(p.parseType());
      }
      p.parseRParen();
      p.parseArrow();
      Type res = p.parseType();
      int offset = p.nameOffset();
      List<Value> ops = state.operands;
      for (int i = 0; i < 3; i++) {
        p.resolveOperands(frags.get(i), Collections.nCopies(frags.get(i).size(), types.get(i)), offset, ops);
      }
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS,
          OperandSegments.sizesAttr(ctx, frags.get(0).size(), frags.get(1).size(), frags.get(2).size())));
      for (NamedAttribute a : attrs) {
        if (DEF.isInherentAttr(a.name())) {
          props.add(a);
        } else {
          state.attributes.add(a);
        }
      }
      for (int i = 0; i < 2; i++) {
        String name = PTX_TYPE_ATTRS[i];
        if (props.stream().noneMatch(a -> a.name().equals(name))) {
          String inferred = inferPtxType(types.get(i), false);
          if (inferred != null) {
            props.add(new NamedAttribute(name, NvvmEnumAttr.get(ctx, NvvmEnumAttr.Kind.MMA_TYPE, inferred)));
          }
        }
      }
      state.properties = DictionaryAttr.get(ctx, props);
      state.addType(res);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      OpSpec spec = op.def().extension(OpSpec.class);
      List<String> elided = new ArrayList<>(List.of(OpSpec.OPERAND_SEGMENTS));
      List<Type> types = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        List<Value> group = spec.operandGroup(op, i);
        p.print(i == 0 ? " " : "  ");
        p.print(FRAGS[i] + "[");
        p.printOperands(group);
        p.print("]");
        types.add(group.isEmpty() ? null : group.get(0).type());
      }
      for (int i = 0; i < 2; i++) {
        if (op.inherentAttr(PTX_TYPE_ATTRS[i]) instanceof NvvmEnumAttr e && types.get(i) != null
            && e.caseName().equals(inferPtxType(types.get(i), false))) {
          elided.add(PTX_TYPE_ATTRS[i]);
        }
      }
      p.print(" ");
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), elided);
      p.print(" : (");
      for (int i = 0; i < 3; i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(types.get(i));
      }
      p.print(") -> ");
      p.printType(op.result(0).type());
    }
  }
}
