package org.jmlir.dialect.chlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code %out, %carry = chlo.scan(%xs) inits (%init) dimension=0 { ^bb0(%input: ..., %carry: ...):
 * ... } : (tensor<2x3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>)}: XLA's scan over
 * one dimension of the inputs, threading carries; the body gets one slice of each input and the
 * carries, and returns the output slices and the new carries.
 */
public final class ScanOp extends Operation implements ChloOp {
  static final AttrConstraint NON_NEGATIVE_I64 =
      AttrConstraint.of(
          "64-bit signless integer attribute whose value is non-negative",
          a -> CommonAttrs.I64.test(a) && ((IntegerAttr) a).value().signum() >= 0);

  private static final List<String> ELIDED = List.of("dimension", OpSpec.OPERAND_SEGMENTS, OpSpec.RESULT_SEGMENTS);

  public static final OpDef DEF = declare("chlo.scan");

  /** XLA's mhlo.scan: the same op under mhlo's namespace. */
  public static final OpDef MHLO_DEF = declare("mhlo.scan");

  private static OpDef declare(String name) {
    return OpSpec.define(name, ScanOp::new)
          .variadicOperand("inputs", ChloTypes.ANY_TENSOR)
          .variadicOperand("inits", ChloTypes.ANY_TENSOR)
          .attr("dimension", NON_NEGATIVE_I64)
          .optionalAttr("scan_dim_size", NON_NEGATIVE_I64)
          .defaultAttr("is_reverse", CommonAttrs.BOOL, ctx -> IntegerAttr.bool(ctx, false))
          .optionalAttr("is_associative", CommonAttrs.BOOL)
          .variadicResult("outputs", ChloTypes.ANY_TENSOR)
          .variadicResult("carries", ChloTypes.ANY_TENSOR)
          .sizedRegion("body", 1)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.ATTR_SIZED_RESULT_SEGMENTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseScan(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printScan((ScanOp) op, p);
                }
              })
          .blockArgNamer(
              (op, names) -> {
                int inputs = ((ScanOp) op).inputs().size();
                List<? extends Value> args = op.region(0).front().arguments();
                for (int i = 0; i < args.size(); i++) {
                  names.setName(args.get(i), i < inputs ? "input" : "carry");
                }
              })
          .verifier(ScanOp::verify)
          .build();
  }

  private ScanOp() {}

  public List<Value> inputs() {
    return DEF.extension(OpSpec.class).operandGroup(this, 0);
  }

  public List<Value> inits() {
    return DEF.extension(OpSpec.class).operandGroup(this, 1);
  }

  public long dimension() {
    return ((IntegerAttr) attr("dimension")).value().longValue();
  }

  private static void parseScan(OpAsmParser p, OperationState state) {
    List<UnresolvedOperand> inputs = p.parseOperandList(Delimiter.PAREN, -1);
    p.parseKeyword("inits");
    List<UnresolvedOperand> inits = p.parseOperandList(Delimiter.PAREN, -1);
    p.parseKeyword("dimension");
    p.parseEqual();
    long dimension = p.parseInteger().longValue();
    p.parseOptionalAttrDictWithKeyword(state.attributes);
    p.parseRegion(state.addRegion(), List.of(), false);
    int typeOffset = p.currentOffset();
    p.parseColon();
    if (!(p.parseType() instanceof FunctionType fn)) {
      throw p.emitError(typeOffset, "invalid kind of type specified");
    }
    int numOutputs = fn.results().size() - inits.size();
    if (fn.inputs().size() != inputs.size() + inits.size()) {
      throw p.emitError(p.nameOffset(), "operand types must match the number of inputs and inits");
    }
    if (numOutputs < 0) {
      throw p.emitError(p.nameOffset(), "not enough result types to cover the required carries");
    }
    p.resolveOperands(inputs, fn.inputs().subList(0, inputs.size()), p.nameOffset(), state.operands);
    p.resolveOperands(inits, fn.inputs().subList(inputs.size(), fn.inputs().size()), p.nameOffset(), state.operands);
    state.addTypes(fn.results());
    state.addAttribute("dimension", IntegerAttr.get(p.context(), IntegerType.get(p.context(), 64), dimension));
    state.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(p.context(), inputs.size(), inits.size()));
    state.addAttribute(OpSpec.RESULT_SEGMENTS, OperandSegments.sizesAttr(p.context(), numOutputs, inits.size()));
  }

  /** As stablehlo-opt prints it, two spaces before the region when there are no attributes. */
  private static void printScan(ScanOp op, OpAsmPrinter p) {
    p.print("(");
    p.printOperands(op.inputs());
    p.print(") inits (");
    p.printOperands(op.inits());
    p.print(") dimension=").print(op.dimension()).print(" ");
    List<NamedAttribute> attrs = new ArrayList<>(op.attrDictionary().entries());
    attrs.removeIf(a -> a.name().equals("is_reverse") && a.value() instanceof IntegerAttr i && i.value().signum() == 0);
    p.printOptionalAttrDictWithKeyword(attrs, ELIDED);
    p.print(" ");
    p.printRegion(op.region(0));
    p.print(" : ");
    p.printFunctionalType(op);
  }

  private static boolean verify(Operation op) {
    ScanOp scan = (ScanOp) op;
    List<Value> inputs = scan.inputs();
    if (inputs.isEmpty() && op.numResults() == 0) {
      return op.emitOpError("at least one of inputs or outputs must be present").report();
    }
    long dim = scan.dimension();
    Long dimSize = op.attr("scan_dim_size") instanceof IntegerAttr s ? s.value().longValue() : null;
    for (int i = 0; i < inputs.size(); i++) {
      if (!(inputs.get(i).type() instanceof RankedTensorType t)) {
        return op.emitOpError("operand " + i + " is not ranked").report();
      }
      if (dim >= t.rank()) {
        return op.emitOpError("scan dimension of operand " + i + " is out of bounds").report();
      }
      long size = t.shape()[(int) dim];
      if (size == RankedTensorType.DYNAMIC) {
        continue;
      }
      if (dimSize != null && dimSize != size) {
        // XLA's mhlo.scan words the explicit size's mismatch its own way.
        return op.emitOpError(
                op.name().startsWith("mhlo.") && i == 0 && op.attr("scan_dim_size") != null
                    ? "scan_dim_size attribute must match the scan dimension size"
                    : "invalid scan dimension size of operand " + i)
            .report();
      }
      dimSize = size;
    }
    Block body = op.region(0).front();
    int carries = op.numOperands() - inputs.size();
    if (body.last() != null && body.last().numOperands() < carries) {
      // The result types are inferred from the body's return: too few values fail the inference.
      op.emitError("ScanOp body must return at least " + carries + " values (carries)").report();
      return op.emitOpError("failed to infer returned types").report();
    }
    if (body.numArguments() != op.numOperands()) {
      return op.emitOpError(
              "expects " + op.numOperands() + " arguments in the body, but got " + body.numArguments())
          .report();
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!(op.operand(i).type() instanceof RankedTensorType t)) {
        return op.emitOpError("operand " + i + " is not ranked").report();
      }
      Type expected = t;
      if (i < inputs.size()) {
        long[] shape = new long[t.rank() - 1];
        for (int d = 0, j = 0; d < t.rank(); d++) {
          if (d != dim) {
            shape[j++] = t.shape()[d];
          }
        }
        expected = RankedTensorType.get(op.context(), shape, t.elementType(), t.encoding());
      }
      if (!ChloInference.compatible(expected, body.argument(i).type())) {
        return op.emitOpError("operand and body argument " + i + " are incompatible").report();
      }
    }
    return true;
  }
}
