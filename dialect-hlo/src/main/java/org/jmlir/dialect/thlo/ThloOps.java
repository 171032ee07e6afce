package org.jmlir.dialect.thlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * XLA's {@code thlo} dialect (mlir_hlo's thlo_ops.td of the gml_st era): destination-style twins of
 * mhlo ops, {@code concatenate}, {@code dynamic_broadcast_in_dim}, {@code gather}, {@code scatter},
 * {@code sort}, {@code reverse}, and {@code yield}. Syntax as XLA printed it: {@code ins(%a : t, ...)
 * outs(%init : t)}, then the op's own attributes ({@code dimension = 1}, {@code broadcast_dimensions
 * = [0, 2]}), the rest as an attribute dictionary, and for scatter and sort the body's arguments and
 * region on the next line. On tensors an op has one result per init; on memrefs none.
 */
public final class ThloOps {
  private ThloOps() {}

  public static final String NAMESPACE = "thlo";

  private static final TypeConstraint TENSOR_OR_MEMREF =
      new TypeConstraint("ranked tensor or memref of any type values", t -> t instanceof RankedTensorType || t instanceof BaseMemRefType);

  private static final TypeConstraint TENSOR = new TypeConstraint("tensor of any type values", t -> t instanceof RankedTensorType);

  private static final AttrConstraint I64_ARRAY =
      AttrConstraint.of("i64 dense array attribute", a -> a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType it && it.width() == 64);

  private static final AttrConstraint INDEX = AttrConstraint.of("index attribute", a -> a instanceof IntegerAttr i && i.type() instanceof IndexType);

  private static final AttrConstraint BOOL = AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType it && it.width() == 1);

  /** A thlo destination-style op. */
  public static final class ThloOp extends Operation {
    /** How many operands are inputs (the others are inits). */
    public int numInputs() {
      int n = switch (mnemonic()) {
        case "concatenate" -> numOperands() - 1;
        case "sort" -> numOperands() / 2;
        case "dynamic_broadcast_in_dim", "reverse" -> 1;
        default -> 2;
      };
      return Math.max(0, Math.min(n, numOperands()));
    }

    /** The operand count the op needs, or -1 for a variadic one (which needs at least two). */
    int requiredOperands() {
      return switch (mnemonic()) {
        case "dynamic_broadcast_in_dim", "reverse" -> 2;
        case "gather", "scatter" -> 3;
        default -> -1;
      };
    }

    String mnemonic() {
      return name().substring(NAMESPACE.length() + 1);
    }

    public List<Value> inputs() {
      return operands().subList(0, numInputs());
    }

    public List<Value> inits() {
      return operands().subList(numInputs(), numOperands());
    }
  }

  /** The dialect. */
  public static final class ThloDialect extends Dialect {
    public ThloDialect() {
      super(NAMESPACE);
    }

    @Override
    public List<OpDef> operations() {
      return ALL;
    }
  }

  private static OpSpec.Builder dst(String mnemonic, List<String> attrs) {
    return OpSpec.define(NAMESPACE + "." + mnemonic, ThloOp::new)
        .variadicOperand("operands", TENSOR_OR_MEMREF)
        .variadicResult("result", TENSOR)
        .traits(Trait.PURE)
        .verifier(ThloOps::verifyDestinationStyle)
        .assembly(new DstAssembly(attrs, false));
  }

  public static final List<OpDef> ALL =
      List.of(
          dst("concatenate", List.of("dimension")).attr("dimension", INDEX).build(),
          dst("dynamic_broadcast_in_dim", List.of("broadcast_dimensions"))
              .attr("broadcast_dimensions", I64_ARRAY)
              .optionalAttr("known_expanding_dimensions", I64_ARRAY)
              .optionalAttr("known_nonexpanding_dimensions", I64_ARRAY)
              .build(),
          dst("gather", List.of()).build(),
          dst("scatter", List.of()).sizedRegion("update_computation", 1).assembly(new DstAssembly(List.of(), true)).build(),
          dst("sort", List.of("dimension", "is_stable"))
              .attr("dimension", INDEX)
              .attr("is_stable", BOOL)
              .sizedRegion("comparator", 1)
              .assembly(new DstAssembly(List.of("dimension", "is_stable"), true))
              .resultNamer(
                  (op, setter) -> {
                    for (int i = 0; i < op.numResults(); i++) {
                      setter.setName(op.result(i), "sorted" + i);
                    }
                  })
              .blockArgNamer(
                  (op, setter) -> {
                    if (op.region(0).isEmpty()) {
                      return;
                    }
                    Block b = op.region(0).front();
                    for (int i = 0; i + 1 < b.numArguments(); i += 2) {
                      setter.setName(b.argument(i), "lhs" + i / 2);
                      setter.setName(b.argument(i + 1), "rhs" + i / 2);
                    }
                  })
              .build(),
          dst("reverse", List.of("reverse_dimensions"))
              .attr("reverse_dimensions", I64_ARRAY)
              .resultNamer((op, setter) -> setter.setName(op.result(0), "reversed"))
              .build(),
          OpSpec.define(NAMESPACE + ".yield", Yield::new)
              .variadicOperand("values", TypeConstraint.ANY)
              .traits(Trait.PURE)
              .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
              .hasParent(NAMESPACE + ".scatter", NAMESPACE + ".sort")
              .format("attr-dict $values `:` type($values)")
              .build());

  private static final class Yield extends Operation {}

  /** XLA's verifyDestinationStyleOp: all memrefs and no results, or tensor inits with one result each of their type. */
  private static boolean verifyDestinationStyle(Operation op) {
    ThloOp t = (ThloOp) op;
    int required = t.requiredOperands();
    if (required >= 0 ? op.numOperands() != required : op.numOperands() < 2) {
      String expected = required >= 0 ? Integer.toString(required) : "at least 2";
      op.emitOpError("expected " + expected + " operands, but found " + op.numOperands()).report();
      return false;
    }
    boolean buffers = true;
    boolean tensors = true;
    for (Value v : op.operands()) {
      buffers &= v.type() instanceof BaseMemRefType;
    }
    for (Value v : t.inits()) {
      tensors &= v.type() instanceof RankedTensorType;
    }
    if (buffers) {
      if (op.numResults() != 0) {
        op.emitOpError("expected no results on buffers").report();
        return false;
      }
      return true;
    }
    if (!tensors) {
      op.emitOpError("expected either buffer or tensor semantics").report();
      return false;
    }
    List<Value> inits = t.inits();
    if (op.numResults() != inits.size()) {
      op.emitOpError("expected the number of output args to match the number of results").report();
      return false;
    }
    for (int i = 0; i < inits.size(); i++) {
      if (!op.result(i).type().equals(inits.get(i).type())) {
        op.emitOpError("type " + op.result(i).type() + " of result " + i + " does not match output operand type " + inits.get(i).type()).report();
        return false;
      }
    }
    return t.mnemonic().equals("sort") ? verifySort(t) : true;
  }

  private static boolean verifySort(ThloOp op) {
    int n = op.numInputs();
    if (op.numOperands() % 2 != 0) {
      op.emitOpError("expected the number of inputs " + n + " to match the number of outputs " + (op.numOperands() - n)).report();
      return false;
    }
    Block body = op.region(0).isEmpty() ? null : op.region(0).front();
    if (body != null && body.numArguments() != 2 * n) {
      op.emitOpError("expected the number of block arguments " + body.numArguments() + " to be twice the number of inputs (2*" + n + ")").report();
      return false;
    }
    long rank = ((ShapedType) op.operand(0).type()).shape().length;
    long dim = ((IntegerAttr) op.attr("dimension")).value().longValue();
    if (dim >= rank) {
      op.emitOpError("sorting dimension must be in range [0, " + rank + ") but got " + dim).report();
      return false;
    }
    return true;
  }

  /** The {@code ins(...) outs(...) own-attributes {attr-dict} [(args) region]} form. */
  private record DstAssembly(List<String> own, boolean withRegion) implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      List<Type> outTypes = new ArrayList<>();
      parseList(p, "ins", state, new ArrayList<>());
      parseList(p, "outs", state, outTypes);
      for (Type t : outTypes) {
        if (t instanceof RankedTensorType) {
          state.addType(t);
        }
      }
      MLIRContext ctx = p.context();
      for (String name : own) {
        p.parseKeyword(name);
        p.parseEqual();
        switch (name) {
          case "dimension" -> state.addAttribute(name, IntegerAttr.get(ctx, IndexType.get(ctx), p.parseInteger()));
          case "is_stable" -> {
            boolean v;
            if (p.parseOptionalKeyword("true")) {
              v = true;
            } else if (p.parseOptionalKeyword("false")) {
              v = false;
            } else {
              v = p.parseInteger().signum() != 0;
            }
            state.addAttribute(name, IntegerAttr.get(ctx, IntegerType.get(ctx, 1), v ? 1 : 0));
          }
          default -> {
            List<Long> values = new ArrayList<>();
            p.parseCommaSeparatedList(Delimiter.SQUARE, () -> values.add(p.parseInteger().longValue()), "");
            state.addAttribute(name, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), values.stream().mapToLong(Long::longValue).toArray()));
          }
        }
      }
      p.parseOptionalAttrDict(state.attributes);
      if (withRegion) {
        List<Argument> args = p.parseArgumentList(Delimiter.PAREN, true, true);
        Region body = state.addRegion();
        p.parseRegion(body, args, false);
      }
    }

    private static void parseList(OpAsmParser p, String keyword, OperationState state, List<Type> types) {
      if (!p.parseOptionalKeyword(keyword)) {
        return;
      }
      List<UnresolvedOperand> operands = new ArrayList<>();
      int at = p.currentOffset();
      p.parseCommaSeparatedList(
          Delimiter.PAREN,
          () -> {
            operands.add(p.parseOperand());
            p.parseColon();
            types.add(p.parseType());
          },
          "");
      p.resolveOperands(operands, types, at, state.operands);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ThloOp t = (ThloOp) op;
      if (!t.inputs().isEmpty()) {
        p.print(" ins(");
        printWithTypes(p, t.inputs());
        p.print(")");
      }
      p.print(" outs(");
      printWithTypes(p, t.inits());
      p.print(")");
      if (!own.isEmpty()) {
        p.print(" ");
        for (int i = 0; i < own.size(); i++) {
          Attribute a = op.attr(own.get(i));
          p.print(i > 0 ? " " : "").print(own.get(i)).print(" = ");
          if (a instanceof DenseArrayAttr d) {
            p.print("[");
            for (int j = 0; j < d.size(); j++) {
              p.print(j > 0 ? ", " : "").print(d.rawValue(j));
            }
            // XLA's printDenseI64ArrayAttr ends with a space.
            p.print("] ");
          } else if (a instanceof IntegerAttr ia && ia.type() instanceof IntegerType it && it.width() == 1) {
            p.print(ia.value().signum() != 0 ? "true" : "false");
          } else if (a instanceof IntegerAttr ia) {
            p.print(ia.value().toString());
          }
        }
      }
      p.printOptionalAttrDict(op.attrDictionary().entries(), own);
      if (withRegion && !op.region(0).isEmpty()) {
        Block body = op.region(0).front();
        p.increaseIndent();
        p.printNewline();
        p.print("(");
        for (int i = 0; i < body.numArguments(); i++) {
          p.print(i > 0 ? ", " : "");
          p.printRegionArgument(body.argument(i), List.of(), false);
        }
        p.print(") ");
        p.printRegion(op.region(0), false, true, false);
        p.decreaseIndent();
      }
    }

    private static void printWithTypes(OpAsmPrinter p, List<Value> values) {
      for (int i = 0; i < values.size(); i++) {
        p.print(i > 0 ? ", " : "");
        p.printOperand(values.get(i));
        p.print(" : ");
        p.printType(values.get(i).type());
      }
    }
  }
}
