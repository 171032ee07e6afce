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
 * inferred from the operands. MLIR's shape/type table checks are not implemented.
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
          .attr("shape", AttrConstraint.of("NVVM MMA shape", a -> a instanceof NvvmMmaShapeAttr))
          .optionalAttr("b1Op", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_B1OP))
          .optionalAttr("intOverflowBehavior", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_INT_OVERFLOW))
          .attr("layoutA", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .attr("layoutB", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_LAYOUT))
          .optionalAttr("multiplicandAPtxType", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .optionalAttr("multiplicandBPtxType", NvvmSyncOps.enumAttr(NvvmEnumAttr.Kind.MMA_TYPE))
          .result("res", new TypeConstraint("LLVM structure type", t -> t instanceof LlvmStructType))
          .assembly(new Syntax())
          .build();

  /** MLIR's inferOperandMMAType: the PTX type an operand's element type implies, or null. */
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
        case F32 -> accumulator ? "f32" : "tf32";
        default -> null;
      };
    }
    if (t instanceof IntegerType) {
      return accumulator ? "s32" : null;
    }
    return null;
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
