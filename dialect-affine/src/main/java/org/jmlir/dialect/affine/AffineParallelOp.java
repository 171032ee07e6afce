package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code affine.parallel (%i, %j) = (0, max(%a, 3)) to (10, symbol(%n)) step (1, 2) reduce ("addf") ->
 * (f32) { ... }}: a band of parallel loops. All lower bounds form one map ({@code lowerBoundsMap}), cut
 * into one group of expressions per loop by {@code lowerBoundsGroups} (a loop's bound is the greatest
 * of its group; for upper bounds the least); results are reductions, one arith atomic kind each.
 */
public final class AffineParallelOp extends Operation {
  /** arith's AtomicRMWKind, in its enum order (the {@code reductions} integers index this list). */
  public static final List<String> REDUCTION_KINDS =
      List.of(
          "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
          "mins", "minu", "mulf", "muli", "ori", "xori");

  private static final List<String> ELIDED =
      List.of("reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps");

  public static final OpDef DEF =
      OpSpec.define("affine.parallel", AffineParallelOp::new)
          .variadicOperand("mapOperands", TypeConstraint.INDEX)
          .attr("reductions", AttrConstraint.of("Reduction ops", a -> a instanceof ArrayAttr))
          .attr("lowerBoundsMap", AffineMapOp.AFFINE_MAP)
          .attr("lowerBoundsGroups", AttrConstraint.of("32-bit signless integer elements attribute", a -> a instanceof DenseIntOrFPElementsAttr))
          .attr("upperBoundsMap", AffineMapOp.AFFINE_MAP)
          .attr("upperBoundsGroups", AttrConstraint.of("32-bit signless integer elements attribute", a -> a instanceof DenseIntOrFPElementsAttr))
          .attr("steps", AttrConstraint.of("64-bit integer array attribute", a -> a instanceof ArrayAttr))
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("region", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseParallel(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printParallel((AffineParallelOp) op, p);
                }
              })
          .verifier(AffineParallelOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineFolds::foldParallel)
          .extension(org.jmlir.ir.interfaces.LoopLikeOpInterface.class, op -> op.regions())
          .build();

  private AffineParallelOp() {}

  public AffineMap lowerBoundsMap() {
    return ((AffineMapAttr) attr("lowerBoundsMap")).map();
  }

  public AffineMap upperBoundsMap() {
    return ((AffineMapAttr) attr("upperBoundsMap")).map();
  }

  public int[] lowerBoundsGroups() {
    return groups(attr("lowerBoundsGroups"));
  }

  public int[] upperBoundsGroups() {
    return groups(attr("upperBoundsGroups"));
  }

  public List<Value> lowerBoundsOperands() {
    return operands().subList(0, lowerBoundsMap().numInputs());
  }

  public List<Value> upperBoundsOperands() {
    return operands().subList(lowerBoundsMap().numInputs(), numOperands());
  }

  public long[] steps() {
    List<Attribute> l = ((ArrayAttr) attr("steps")).elements();
    long[] r = new long[l.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((IntegerAttr) l.get(i)).longValue();
    }
    return r;
  }

  /** The reduction kind of each result, as names of {@link #REDUCTION_KINDS}. */
  public List<String> reductions() {
    List<String> r = new ArrayList<>();
    for (Attribute a : ((ArrayAttr) attr("reductions")).elements()) {
      r.add(REDUCTION_KINDS.get((int) ((IntegerAttr) a).longValue()));
    }
    return r;
  }

  public int numDims() {
    return region(0).front().numArguments();
  }

  public Block body() {
    return region(0).front();
  }

  /** The sub-map of bound {@code i}: the expressions of its group over the whole map's inputs. */
  public AffineMap lowerBoundMap(int i) {
    return groupMap(lowerBoundsMap(), lowerBoundsGroups(), i);
  }

  public AffineMap upperBoundMap(int i) {
    return groupMap(upperBoundsMap(), upperBoundsGroups(), i);
  }

  private static AffineMap groupMap(AffineMap m, int[] groups, int i) {
    int start = 0;
    for (int k = 0; k < i; k++) {
      start += groups[k];
    }
    return new AffineMap(m.numDims(), m.numSymbols(), m.results().subList(start, start + groups[i]));
  }

  private static int[] groups(Attribute a) {
    DenseIntOrFPElementsAttr d = (DenseIntOrFPElementsAttr) a;
    int n = (int) d.type().numElements();
    int[] r = new int[n];
    for (int i = 0; i < n; i++) {
      r[i] = d.isSplat() ? (int) d.readLong(0, 4) : (int) d.readLong(4L * i, 4);
    }
    return r;
  }

  static DenseIntOrFPElementsAttr groupsAttr(MLIRContext ctx, List<Integer> groups) {
    byte[] raw = new byte[4 * groups.size()];
    for (int i = 0; i < groups.size(); i++) {
      int v = groups.get(i);
      for (int b = 0; b < 4; b++) {
        raw[4 * i + b] = (byte) (v >>> (8 * b));
      }
    }
    RankedTensorType t = RankedTensorType.get(ctx, new long[] {groups.size()}, IntegerType.get(ctx, 32));
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, t, raw);
  }

  // ---- syntax --------------------------------------------------------------------------------

  private static void parseParallel(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false, false);
    p.parseEqual();
    int lbCount = parseBounds(p, state, "lowerBounds", "max");
    p.parseKeyword("to");
    parseBounds(p, state, "upperBounds", "min");
    IntegerType i64 = IntegerType.get(ctx, 64);
    List<Attribute> steps = new ArrayList<>();
    if (p.parseOptionalKeyword("step")) {
      p.parseLParen();
      do {
        steps.add(IntegerAttr.get(ctx, i64, p.parseInteger().longValue()));
      } while (p.parseOptionalComma());
      p.parseRParen();
    } else {
      for (int i = 0; i < ivs.size(); i++) {
        steps.add(IntegerAttr.get(ctx, i64, 1));
      }
    }
    state.addAttribute("steps", ArrayAttr.get(ctx, steps));
    List<Attribute> reductions = new ArrayList<>();
    if (p.parseOptionalKeyword("reduce")) {
      p.parseLParen();
      do {
        int offset = p.currentOffset();
        Attribute a = p.parseAttribute(null);
        int kind = a instanceof StringAttr s ? REDUCTION_KINDS.indexOf(s.value()) : -1;
        if (kind < 0) {
          throw p.emitError(offset, "invalid reduction value: \"" + (a instanceof StringAttr s ? s.value() : "") + "\"");
        }
        reductions.add(IntegerAttr.get(ctx, i64, kind));
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
    state.addAttribute("reductions", ArrayAttr.get(ctx, reductions));
    List<Type> types = new ArrayList<>();
    p.parseOptionalArrowTypeList(types);
    state.addTypes(types);
    List<Argument> args = new ArrayList<>();
    for (Argument a : ivs) {
      args.add(new Argument(a.ssaName(), IndexType.get(ctx), a.attrs(), a.location()));
    }
    Region body = state.addRegion();
    p.parseRegion(body, args, false);
    AffineYieldOp.ensureIn(p, body);
    p.parseOptionalAttrDict(state.attributes);
    assert lbCount >= 0;
  }

  /** {@code (bound, ...)} where a bound is an expression or {@code max(e, ...)}; returns the operand count. */
  private static int parseBounds(OpAsmParser p, OperationState state, String name, String kind) {
    SsaAffineOperands ssa = new SsaAffineOperands(p);
    List<AffineExpr> exprs = new ArrayList<>();
    List<Integer> groups = new ArrayList<>();
    p.parseLParen();
    boolean empty = p.parseOptionalRParen();
    while (!empty) {
      if (p.parseOptionalKeyword(kind)) {
        List<AffineExpr> group = p.parseAffineExprsOfSSAIds(Delimiter.PAREN, ssa);
        exprs.addAll(group);
        groups.add(group.size());
      } else {
        exprs.add(p.parseAffineExprOfSSAIds(ssa));
        groups.add(1);
      }
      if (!p.parseOptionalComma()) {
        p.parseRParen();
        break;
      }
    }
    int before = state.operands.size();
    ssa.resolveInto(state.operands);
    state.addAttribute(name + "Map", AffineMapAttr.get(p.context(), ssa.map(exprs)));
    state.addAttribute(name + "Groups", groupsAttr(p.context(), groups));
    return state.operands.size() - before;
  }

  private static void printParallel(AffineParallelOp op, OpAsmPrinter p) {
    p.print(" (");
    p.printOperands(op.body().arguments());
    p.print(") = ");
    printBounds(p, op.lowerBoundsMap(), op.lowerBoundsGroups(), op.lowerBoundsOperands(), "max");
    p.print(" to ");
    printBounds(p, op.upperBoundsMap(), op.upperBoundsGroups(), op.upperBoundsOperands(), "min");
    long[] steps = op.steps();
    boolean allOne = true;
    for (long s : steps) {
      allOne &= s == 1;
    }
    if (!allOne) {
      p.print(" step (");
      for (int i = 0; i < steps.length; i++) {
        p.print(i > 0 ? ", " : "");
        p.print(Long.toString(steps[i]));
      }
      p.print(')');
    }
    if (op.numResults() > 0) {
      p.print(" reduce (");
      List<String> kinds = op.reductions();
      for (int i = 0; i < kinds.size(); i++) {
        p.print(i > 0 ? ", \"" : "\"");
        p.print(kinds.get(i));
        p.print("\"");
      }
      p.print(") -> (");
      for (int i = 0; i < op.numResults(); i++) {
        p.print(i > 0 ? ", " : "");
        p.printType(op.result(i).type());
      }
      p.print(')');
    }
    p.print(' ');
    p.printRegion(op.region(0), false, op.numResults() > 0, false);
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  private static void printBounds(OpAsmPrinter p, AffineMap map, int[] groups, List<Value> operands, String kind) {
    p.print('(');
    int e = 0;
    for (int g = 0; g < groups.length; g++) {
      p.print(g > 0 ? ", " : "");
      if (groups[g] == 1) {
        SsaAffineOperands.print(p, map.results().get(e++), map, operands);
        continue;
      }
      p.print(kind);
      p.print('(');
      for (int k = 0; k < groups[g]; k++) {
        p.print(k > 0 ? ", " : "");
        SsaAffineOperands.print(p, map.results().get(e++), map, operands);
      }
      p.print(')');
    }
    p.print(')');
  }

  // ---- verifier ------------------------------------------------------------------------------

  /** MLIR's AffineParallelOp::verify. */
  private static boolean verify(Operation o) {
    AffineParallelOp op = (AffineParallelOp) o;
    int[] lbGroups = op.lowerBoundsGroups();
    int[] ubGroups = op.upperBoundsGroups();
    int numArgs = op.body().numArguments();
    int numSteps = ((ArrayAttr) op.attr("steps")).elements().size();
    int numDims = numArgs;
    if (lbGroups.length != numDims || ubGroups.length != numDims || numSteps != numDims) {
      return op.emitOpError(
              "the number of region arguments (" + numArgs + ") and the number of map groups for lower ("
                  + lbGroups.length + ") and upper bound (" + ubGroups.length + "), and the number of steps ("
                  + numSteps + ") must all match")
          .report();
    }
    if (!checkGroups(op, lbGroups, op.lowerBoundsMap(), "lower")
        || !checkGroups(op, ubGroups, op.upperBoundsMap(), "upper")) {
      return false;
    }
    List<Attribute> reductions = ((ArrayAttr) op.attr("reductions")).elements();
    if (reductions.size() != op.numResults()) {
      return op.emitOpError("a reduction must be specified for each output").report();
    }
    for (int i = 0; i < reductions.size(); i++) {
      if (!(reductions.get(i) instanceof IntegerAttr a) || a.longValue() < 0 || a.longValue() >= REDUCTION_KINDS.size()) {
        return op.emitOpError("invalid reduction attribute").report();
      }
      if (!resultTypeMatches(op.result(i).type(), REDUCTION_KINDS.get((int) a.longValue()))) {
        return op.emitOpError("result type cannot match reduction attribute").report();
      }
    }
    if (op.numOperands() != op.lowerBoundsMap().numInputs() + op.upperBoundsMap().numInputs()) {
      return op.emitOpError("operand count and affine map dimension and symbol count must match").report();
    }
    return AffineValidity.verifyDimsAndSymbols(op, op.lowerBoundsOperands(), op.lowerBoundsMap().numDims())
        && AffineValidity.verifyDimsAndSymbols(op, op.upperBoundsOperands(), op.upperBoundsMap().numDims());
  }

  private static boolean checkGroups(AffineParallelOp op, int[] groups, AffineMap map, String which) {
    int expected = 0;
    for (int g : groups) {
      if (g == 0) {
        return op.emitOpError("expected " + which + " bound map to have at least one result").report();
      }
      expected += g;
    }
    if (expected != map.numResults()) {
      return op.emitOpError("expected " + which + " bounds map to have " + expected + " results").report();
    }
    return true;
  }

  /** MLIR's isResultTypeMatchAtomicRMWKind, as mlir-opt 22 applies it. */
  private static boolean resultTypeMatches(Type t, String kind) {
    return switch (kind) {
      case "addf", "mulf", "maximumf", "minimumf" -> t instanceof FloatType;
      case "addi", "muli", "andi", "ori" -> t instanceof IntegerType;
      case "assign" -> true;
      default -> false;
    };
  }
}
