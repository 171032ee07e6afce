package org.jmlir.dialect.affine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * {@code affine.for %i = max #lb(%a)[%s] to 10 step 2 iter_args(%acc = %x) -> (f32) { ... }}: a loop
 * whose bounds are affine maps (the greatest lower bound, the least upper bound), written as an
 * integer, a single symbol operand or a map with its dims and symbols; a constant positive step.
 */
public final class AffineForOp extends Operation {
  private static final List<String> ELIDED =
      List.of("lowerBoundMap", "upperBoundMap", "step", OpSpec.OPERAND_SEGMENTS);

  public static final OpDef DEF =
      OpSpec.define("affine.for", AffineForOp::new)
          .variadicOperand("lowerBoundOperands", TypeConstraint.INDEX)
          .variadicOperand("upperBoundOperands", TypeConstraint.INDEX)
          .variadicOperand("inits", TypeConstraint.ANY)
          .attr("lowerBoundMap", AffineMapOp.AFFINE_MAP)
          .attr("upperBoundMap", AffineMapOp.AFFINE_MAP)
          .attr("step", AttrConstraint.of("index attribute", a -> a instanceof IntegerAttr i && i.type() instanceof IndexType))
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseFor(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printFor((AffineForOp) op, p);
                }
              })
          .verifier(AffineForOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineFolds::foldFor)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.forOp())
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .build();

  private AffineForOp() {}

  public AffineMap lowerBoundMap() {
    return ((AffineMapAttr) attr("lowerBoundMap")).map();
  }

  public AffineMap upperBoundMap() {
    return ((AffineMapAttr) attr("upperBoundMap")).map();
  }

  public long step() {
    return ((IntegerAttr) attr("step")).longValue();
  }

  public List<Value> lowerBoundOperands() {
    return operands().subList(0, lowerBoundMap().numInputs());
  }

  public List<Value> upperBoundOperands() {
    int lb = lowerBoundMap().numInputs();
    return operands().subList(lb, lb + upperBoundMap().numInputs());
  }

  public List<Value> inits() {
    return operands().subList(lowerBoundMap().numInputs() + upperBoundMap().numInputs(), numOperands());
  }

  public Block body() {
    return region(0).front();
  }

  private static void parseFor(OpAsmParser p, OperationState state) {
    Argument iv = p.parseArgument(false, false);
    p.parseEqual();
    int lbCount = parseBound(p, state, "lowerBoundMap", true);
    if (!p.parseOptionalKeyword("to")) {
      throw p.emitError(p.currentOffset(), "expected 'to' between bounds");
    }
    int ubCount = parseBound(p, state, "upperBoundMap", false);
    long step = 1;
    if (p.parseOptionalKeyword("step")) {
      int offset = p.currentOffset();
      BigInteger s = p.parseAttribute(IndexType.get(p.context())) instanceof IntegerAttr a ? a.value() : BigInteger.ZERO.subtract(BigInteger.ONE);
      if (s.signum() < 0 || s.bitLength() > 63) {
        throw p.emitError(offset, "expected step to be representable as a positive signed integer");
      }
      step = s.longValue();
    }
    IndexType index = IndexType.get(p.context());
    state.addAttribute("step", IntegerAttr.get(p.context(), index, step));
    List<Argument> iterArgs = new ArrayList<>();
    List<UnresolvedOperand> inits = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    if (p.parseOptionalKeyword("iter_args")) {
      p.parseLParen();
      if (!p.parseOptionalRParen()) {
        do {
          iterArgs.add(p.parseArgument(false, false));
          p.parseEqual();
          inits.add(p.parseOperand());
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      resultTypes.addAll(p.parseArrowTypeList());
      if (resultTypes.size() != inits.size()) {
        throw p.emitError(p.nameOffset(), "mismatch between the number of loop-carried values and results");
      }
    }
    for (int i = 0; i < inits.size(); i++) {
      state.addOperand(p.resolveOperand(inits.get(i), resultTypes.get(i)));
    }
    state.addTypes(resultTypes);
    state.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(p.context(), lbCount, ubCount, inits.size()));
    List<Argument> regionArgs = new ArrayList<>();
    regionArgs.add(new Argument(iv.ssaName(), index, iv.attrs(), iv.location()));
    for (int i = 0; i < iterArgs.size(); i++) {
      Argument a = iterArgs.get(i);
      regionArgs.add(new Argument(a.ssaName(), resultTypes.get(i), a.attrs(), a.location()));
    }
    Region body = state.addRegion();
    p.parseRegion(body, regionArgs, false);
    AffineYieldOp.ensureIn(p, body);
    p.parseOptionalAttrDict(state.attributes);
  }

  /**
   * One bound (MLIR's parseBound): {@code max}/{@code min} before a map with several results, an SSA
   * symbol, an integer, or a map with its dims and symbols; returns the number of operands it added.
   */
  private static int parseBound(OpAsmParser p, OperationState state, String attrName, boolean lower) {
    String prefix = lower ? "max" : "min";
    boolean hasPrefix = p.parseOptionalKeyword(prefix);
    IndexType index = IndexType.get(p.context());
    UnresolvedOperand symbol = p.parseOptionalOperand();
    if (symbol != null) {
      state.addOperand(p.resolveOperand(symbol, index));
      AffineMap map = new AffineMap(0, 1, List.of(new AffineSymbolExpr(0)));
      state.addAttribute(attrName, AffineMapAttr.get(p.context(), map));
      return 1;
    }
    int offset = p.currentOffset();
    Attribute a = p.parseAttribute(null);
    if (a instanceof IntegerAttr i) {
      AffineMap map = new AffineMap(0, 0, List.<AffineExpr>of(new AffineConstantExpr(i.longValue())));
      state.addAttribute(attrName, AffineMapAttr.get(p.context(), map));
      return 0;
    }
    if (!(a instanceof AffineMapAttr m)) {
      throw p.emitError(p.nameOffset(), "expected valid affine map representation for loop bounds");
    }
    state.addAttribute(attrName, m);
    int before = state.operands.size();
    int numDims = DimAndSymbolList.parse(p, state.operands);
    int count = state.operands.size() - before;
    AffineMap map = m.map();
    if (map.numDims() != numDims) {
      throw p.emitError(p.nameOffset(), "dim operand count and affine map dim count must match");
    }
    if (map.numInputs() != count) {
      throw p.emitError(p.nameOffset(), "symbol operand count and affine map symbol count must match");
    }
    String which = lower ? "lower" : "upper";
    if (map.numResults() > 1 && !hasPrefix) {
      throw p.emitError(offset, which + " loop bound affine map with multiple results requires '" + prefix + "' prefix");
    }
    return count;
  }

  private static void printBound(OpAsmPrinter p, Attribute mapAttr, List<Value> operands, String prefix) {
    AffineMap map = ((AffineMapAttr) mapAttr).map();
    if (map.numResults() == 1) {
      AffineExpr e = map.results().get(0);
      if (map.numInputs() == 0 && e instanceof AffineConstantExpr c) {
        p.print(c.value());
        return;
      }
      if (map.numDims() == 0 && map.numSymbols() == 1 && e instanceof AffineSymbolExpr) {
        p.printOperand(operands.get(0));
        return;
      }
    } else {
      p.print(prefix).print(' ');
    }
    p.printAttribute(mapAttr);
    DimAndSymbolList.print(p, operands, map.numDims());
  }

  private static void printFor(AffineForOp op, OpAsmPrinter p) {
    p.print(' ');
    Block body = op.body();
    p.printOperand(body.argument(0));
    p.print(" = ");
    printBound(p, op.attr("lowerBoundMap"), op.lowerBoundOperands(), "max");
    p.print(" to ");
    printBound(p, op.attr("upperBoundMap"), op.upperBoundOperands(), "min");
    if (op.step() != 1) {
      p.print(" step ").print(op.step());
    }
    List<Value> inits = op.inits();
    if (!inits.isEmpty()) {
      p.print(" iter_args(");
      for (int i = 0; i < inits.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printOperand(body.argument(i + 1));
        p.print(" = ");
        p.printOperand(inits.get(i));
      }
      p.print(") -> (");
      for (int i = 0; i < inits.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(inits.get(i).type());
      }
      p.print(')');
    }
    p.print(' ');
    p.printRegion(op.region(0), false, !inits.isEmpty(), false);
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  private static boolean verify(Operation op) {
    AffineForOp f = (AffineForOp) op;
    int lb = f.lowerBoundMap().numInputs();
    int ub = f.upperBoundMap().numInputs();
    if (lb + ub > op.numOperands()) {
      return op.emitOpError("operand count must match with affine map dimension and symbol count").report();
    }
    if (!AffineValidity.verifyDimsAndSymbols(op, f.lowerBoundOperands(), f.lowerBoundMap().numDims())
        || !AffineValidity.verifyDimsAndSymbols(op, f.upperBoundOperands(), f.upperBoundMap().numDims())) {
      return false;
    }
    if (f.lowerBoundMap().numResults() == 0) {
      return op.emitOpError("expected lower bound map to have at least one result").report();
    }
    if (f.upperBoundMap().numResults() == 0) {
      return op.emitOpError("expected upper bound map to have at least one result").report();
    }
    if (f.inits().size() != op.numResults()) {
      return op.emitOpError("mismatch between the number of loop-carried values and results").report();
    }
    Block body = f.body();
    List<BlockArgument> args = body.arguments();
    if (args.size() != 1 + op.numResults()) {
      return op.emitOpError("mismatch between the number of basic block args and results").report();
    }
    if (!(args.get(0).type() instanceof IndexType)) {
      return op.emitOpError("expected body first argument to be an index argument for the induction variable").report();
    }
    return true;
  }
}
