package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffinePrinter;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code %v = affine.load %m[%i + 3, symbol(%n)] : memref<...>} and {@code affine.store %v, %m[...] :
 * memref<...>}: the subscripts are affine expressions of SSA dims and symbols, kept as the {@code map}
 * property over the operands after the memref.
 */
public final class AffineMemoryOp extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
  private static final TypeConstraint MEMREF = new TypeConstraint("memref of any type values", t -> t instanceof MemRefType);

  public static final OpDef LOAD =
      OpSpec.define("affine.load", AffineMemoryOp::new)
          .operand("memref", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("map", AffineMapOp.AFFINE_MAP)
          .result("result", TypeConstraint.ANY)
          .assembly(new Assembly(false, false))
          .verifier(op -> verify(op, 1))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.memoryOp("affine.load"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineMemoryOp::foldLoad)
          .build();

  public static final OpDef STORE =
      OpSpec.define("affine.store", AffineMemoryOp::new)
          .operand("value", TypeConstraint.ANY)
          .operand("memref", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("map", AffineMapOp.AFFINE_MAP)
          .assembly(new Assembly(true, false))
          .verifier(op -> verify(op, 2))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.memoryOp("affine.store"))
          .build();

  private AffineMemoryOp() {}

  /** MLIR's MemRead (load) or MemWrite (store) on the memref. */
  @Override
  public List<Effect> effects() {
    return def() == STORE ? List.of(new Write(operand(1))) : List.of(new Read(operand(0)));
  }

  /**
   * AffineLoadOp::fold: a load from a memref.get_global of a constant global with a dense initial
   * value is that value (any element of a splat, else the element at the map's constant subscripts).
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> foldLoad(Operation op, List<org.jmlir.ir.attr.Attribute> constants) {
    Operation get = op.operand(0).definingOp();
    if (get == null || !get.name().equals("memref.get_global")) {
      return null;
    }
    Operation table = get.parentWithTrait(org.jmlir.ir.Trait.SYMBOL_TABLE);
    Operation global = table == null ? null
        : org.jmlir.ir.SymbolTable.lookupSymbolIn(table, (org.jmlir.ir.attr.SymbolRefAttr) get.inherentAttr("name"));
    if (global == null || !global.name().equals("memref.global") || global.inherentAttr("constant") == null
        || !(global.inherentAttr("initial_value") instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr init)) {
      return null;
    }
    long flat = 0;
    if (!init.isSplat()) {
      AffineMap map = ((AffineMapAttr) op.attr("map")).map();
      long[] shape = init.type().shape();
      for (int i = 0; i < map.numResults(); i++) {
        if (!(map.results().get(i) instanceof org.jmlir.ir.affine.AffineConstantExpr c)) {
          return null;
        }
        flat = flat * shape[i] + c.value();
      }
    }
    org.jmlir.ir.attr.Attribute value = org.jmlir.dialect.utils.ShapedFolds.element(op.context(), init, flat);
    return value == null ? null : List.of(org.jmlir.ir.rewrite.OpFoldResult.of(value));
  }

  /** The subscripts as a map over the index operands. */
  public AffineMap map() {
    return ((AffineMapAttr) attr("map")).map();
  }

  /** MLIR's verifyMemoryOpIndexing: the map against the memref's rank and the subscripts. */
  static boolean verifyIndexing(Operation op, int firstIndex) {
    AffineMap map = ((AffineMapAttr) op.attr("map")).map();
    MemRefType type = (MemRefType) op.operand(firstIndex - 1).type();
    if (map.numResults() != type.shape().length) {
      return op.emitOpError("affine map num results must equal memref rank").report();
    }
    if (map.numInputs() != op.numOperands() - firstIndex) {
      return op.emitOpError("expects as many subscripts as affine map inputs").report();
    }
    return AffineValidity.verifyDimsAndSymbols(op, op.operands().subList(firstIndex, op.numOperands()), map.numDims());
  }

  private static boolean verify(Operation op, int firstIndex) {
    MemRefType type = (MemRefType) op.operand(firstIndex - 1).type();
    Type element = type.elementType();
    Type value = firstIndex == 1 ? op.result(0).type() : op.operand(0).type();
    if (value != element) {
      return op.emitOpError(
              firstIndex == 1
                  ? "result type must match element type of memref"
                  : "value to store must have the same type as memref element type")
          .report();
    }
    return verifyIndexing(op, firstIndex);
  }

  /** {@code [%value,] %memref[subscripts] attr-dict : memref-type[, vector-type]}. */
  record Assembly(boolean store, boolean vector) implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand value = null;
      if (store) {
        value = p.parseOperand();
        p.parseComma();
      }
      UnresolvedOperand memref = p.parseOperand();
      SsaAffineOperands ssa = new SsaAffineOperands(p);
      List<AffineExpr> exprs = p.parseAffineExprsOfSSAIds(Delimiter.SQUARE, ssa);
      p.parseOptionalAttrDict(state.attributes);
      int typeOffset = p.currentOffset();
      p.parseColon();
      Type t = p.parseType();
      if (!(t instanceof MemRefType memrefType)) {
        throw p.emitError(typeOffset, "invalid kind of type specified: expected builtin.memref, but found '" + org.jmlir.ir.print.AttrTypeText.type(t) + "'");
      }
      Type valueType = memrefType.elementType();
      if (vector) {
        p.parseComma();
        valueType = p.parseType();
      }
      if (store) {
        state.addOperand(p.resolveOperand(value, valueType));
      }
      state.addOperand(p.resolveOperand(memref, t));
      ssa.resolveInto(state.operands);
      state.addAttribute("map", AffineMapAttr.get(p.context(), ssa.map(exprs)));
      if (!store) {
        state.addType(valueType);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      int first = store ? 2 : 1;
      p.print(' ');
      if (store) {
        p.printOperand(op.operand(0));
        p.print(", ");
      }
      p.printOperand(op.operand(first - 1));
      AffineMap map = ((AffineMapAttr) op.attr("map")).map();
      List<Value> operands = op.operands().subList(first, op.numOperands());
      SsaAffineOperands.printSubscripts(p, map, operands);
      p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("map"));
      p.print(" : ");
      p.printType(op.operand(first - 1).type());
      if (vector) {
        p.print(", ");
        p.printType(store ? op.operand(0).type() : op.result(0).type());
      }
    }
  }
}
