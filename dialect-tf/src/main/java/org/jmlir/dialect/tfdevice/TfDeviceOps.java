package org.jmlir.dialect.tfdevice;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.verify.TypeChecks;

/**
 * The ops of the {@code tf_device} dialect, after TensorFlow's tf_device_ops.td: their operands,
 * attributes (inherent ones print as properties), regions, custom syntax and verifiers.
 */
public final class TfDeviceOps {
  private TfDeviceOps() {}

  public static final String RETURN_NAME = "tf_device.return";

  /** An op of the dialect; the kinds differ only by their definition. */
  public static final class DeviceOp extends Operation {
    DeviceOp() {}
  }

  private static final TypeConstraint ANY = TypeConstraint.ANY;

  /** ConfinedAttr<I32Attr, [IntMinValue<2>]>. */
  private static final AttrConstraint I32_AT_LEAST_2 =
      AttrConstraint.of(
          "32-bit signless integer attribute whose minimum value is 2",
          a -> a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless() && t.width() == 32
              && i.longValue() >= 2);

  // ---- tf_device.return ------------------------------------------------------------------------

  /** {@code tf_device.return {attrs} %a, %b : t1, t2}; nothing after the name when empty. */
  private static final OpDef.Assembly RETURN_SYNTAX =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          p.parseOptionalAttrDict(state.attributes);
          int loc = p.currentOffset();
          List<UnresolvedOperand> ops = p.parseOperandList();
          List<Type> types = ops.isEmpty() ? List.of() : p.parseColonTypeList();
          p.resolveOperands(ops, types, loc, state.operands);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.printOptionalAttrDict(op.attributes().entries(), List.of());
          if (op.numOperands() > 0) {
            p.print(' ');
            p.printOperands(op.operands());
            p.print(" : ");
            printTypes(p, op.operandTypes());
          }
        }
      };

  public static final OpDef RETURN =
      OpSpec.define(RETURN_NAME, DeviceOp::new)
          .variadicOperand("results", ANY)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE, Trait.NO_MEMORY_EFFECT)
          .hasParent("tf_device.cluster", "tf_device.launch", "tf_device.parallel_execute", "tf_device.replicate")
          .assembly(RETURN_SYNTAX)
          .build();

  // ---- tf_device.launch --------------------------------------------------------------------------

  public static final OpDef LAUNCH =
      OpSpec.define("tf_device.launch", DeviceOp::new)
          .attr("device", AttrConstraint.STRING)
          .variadicResult("results", ANY)
          .sizedRegion("body", 1)
          .verifier(TfDeviceOps::verifyTerminators)
          .regionVerifier(TfDeviceOps::verifyTerminatorKinds)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(List.of(new DropEmptyLaunch())))
          .build();

  /** TensorFlow's DropEmptyLaunch: a launch holding only its return is replaced by the returned values. */
  static final class DropEmptyLaunch extends RewritePattern {
    DropEmptyLaunch() {
      super("tf_device.launch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Region r = op.region(0);
      if (r.isEmpty() || r.front().isEmpty()) {
        return false;
      }
      Block b = r.front();
      if (b.first() != b.last() || !RETURN_NAME.equals(b.last().name())) {
        return false;
      }
      rewriter.replaceOp(op, new ArrayList<>(b.last().operands()));
      return true;
    }

    @Override
    public String debugName() {
      return "DropEmptyLaunch";
    }
  }

  // ---- tf_device.launch_func, tf_device.cluster_func, tf_device.remote_run ------------------------

  public static final OpDef LAUNCH_FUNC =
      OpSpec.define("tf_device.launch_func", DeviceOp::new)
          .attr("device", AttrConstraint.STRING)
          .attr("func", AttrConstraint.FLAT_SYMBOL_REF)
          .variadicOperand("operands", ANY)
          .variadicResult("results", ANY)
          .build();

  public static final OpDef CLUSTER_FUNC =
      OpSpec.define("tf_device.cluster_func", DeviceOp::new)
          .attr("func", AttrConstraint.FLAT_SYMBOL_REF)
          .variadicOperand("args", ANY)
          .variadicResult("results", ANY)
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, TfDeviceOps::verifyFuncSymbol)
          .build();

  /** TensorFlow's verifySymbolUses of tf_device.cluster_func: {@code func} names a func.func. */
  private static boolean verifyFuncSymbol(Operation op) {
    if (!(op.attr("func") instanceof org.jmlir.ir.attr.SymbolRefAttr ref)) {
      return true;
    }
    Operation f = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref);
    if (f == null || !f.name().equals("func.func")) {
      return op.emitError("'func' attribute refers to an undefined function: " + ref.root()).report();
    }
    return true;
  }

  public static final OpDef REMOTE_RUN =
      OpSpec.define("tf_device.remote_run", DeviceOp::new)
          .attr("host", AttrConstraint.STRING)
          .attr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .variadicOperand("callee_args", ANY)
          .variadicResult("results", ANY)
          .format("$host $callee `(` $callee_args `)` attr-dict `:` functional-type($callee_args, results)")
          .build();

  // ---- tf_device.cluster ----------------------------------------------------------------------------

  public static final OpDef CLUSTER =
      OpSpec.define("tf_device.cluster", DeviceOp::new)
          .variadicResult("results", ANY)
          .sizedRegion("body", 1)
          .traits(Trait.RECURSIVE_MEMORY_EFFECTS)
          .verifier(TfDeviceOps::verifyTerminators)
          .regionVerifier(TfDeviceOps::verifyTerminatorKinds)
          .extension(CanonicalizationPatterns.class,
              new CanonicalizationPatterns(List.of(new EliminatePassThroughResults())))
          .build();

  /**
   * TensorFlow's cluster canonicalization: a result that returns a string-typed value defined
   * outside the cluster (TPUs do not take strings) is replaced by that value, unless a
   * tf.AssignVariableOp uses the result.
   */
  static final class EliminatePassThroughResults extends RewritePattern {
    EliminatePassThroughResults() {
      super("tf_device.cluster", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Region r = op.region(0);
      if (r.isEmpty() || r.front().last() == null) {
        return false;
      }
      Block body = r.front();
      Operation ret = body.last();
      List<Value> replacements = new ArrayList<>();
      List<Value> kept = new ArrayList<>();
      for (int i = 0; i < ret.numOperands() && i < op.numResults(); i++) {
        Value v = ret.operand(i);
        boolean resourceWrite = false;
        for (Operation user : op.result(i).users()) {
          resourceWrite |= user.name().equals("tf.AssignVariableOp");
        }
        boolean string = TypeChecks.elementTypeOrSelf(v.type()) instanceof org.jmlir.dialect.tf.TfSimpleType t
            && t.equals(org.jmlir.dialect.tf.TfTypes.string(op.context()));
        if (string && v.parentBlock() != body && !resourceWrite) {
          replacements.add(v);
        } else {
          replacements.add(null);
          kept.add(v);
        }
      }
      if (kept.size() == ret.numOperands()) {
        return false;
      }
      OperationState rs = new OperationState(op.context(), RETURN, ret.location());
      rs.addOperands(kept);
      rewriter.setInsertionPoint(ret);
      rewriter.replaceOpWithNewOp(ret, rs);
      OperationState cs = new OperationState(op.context(), CLUSTER, op.location());
      for (Value v : kept) {
        cs.addType(v.type());
      }
      cs.addOperands(op.operands());
      cs.attributes.addAll(op.attributes().entries());
      cs.properties = op.properties();
      cs.addRegion();
      rewriter.setInsertionPoint(op);
      Operation cluster = rewriter.create(cs);
      cluster.region(0).takeBody(r);
      int next = 0;
      for (int i = 0; i < replacements.size(); i++) {
        if (replacements.get(i) == null) {
          replacements.set(i, cluster.result(next++));
        }
      }
      rewriter.replaceOp(op, replacements);
      return true;
    }

    @Override
    public String debugName() {
      return "EliminatePassThroughResults";
    }
  }

  // ---- tf_device.parallel_execute ---------------------------------------------------------------------

  public static final OpDef PARALLEL_EXECUTE =
      OpSpec.define("tf_device.parallel_execute", DeviceOp::new)
          .variadicResult("execute_outputs", ANY)
          .variadicRegion("regions")
          .verifier(TfDeviceOps::verifyParallelExecute)
          .build();

  private static boolean verifyParallelExecute(Operation op) {
    // Current TensorFlow: at least one region (a single one is a plain launch-like execute), each
    // SizedRegion<1> as its ODS declares.
    if (op.numRegions() < 1) {
      return op.emitOpError("must have at least one region.").report();
    }
    for (int i = 0; i < op.numRegions(); i++) {
      if (op.region(i).numBlocks() != 1) {
        return op.emitOpError("region #" + i + " ('regions') failed to verify constraint: region with 1 blocks").report();
      }
    }
    int outputIndex = 0;
    for (int i = 0; i < op.numRegions(); i++) {
      Region r = op.region(i);
      if (!verifyBlockTerminator(op, r.front())) {
        return false;
      }
      for (Type t : r.front().last().operandTypes()) {
        if (outputIndex >= op.numResults() || !t.equals(op.result(outputIndex).type())) {
          if (outputIndex >= op.numResults()) {
            outputIndex++;
            continue;
          }
          return op.emitOpError("output types must be a concatenated list of output types for each regions.").report();
        }
        outputIndex++;
      }
    }
    if (op.numResults() != outputIndex) {
      return op.emitOpError(
              "number of output types (" + op.numResults() + ") must match the total number of outputs from all regions ("
                  + outputIndex + ").")
          .report();
    }
    return true;
  }

  // ---- tf_device.replicate ---------------------------------------------------------------------------

  public static final OpDef REPLICATE =
      OpSpec.define("tf_device.replicate", DeviceOp::new)
          .variadicOperand("replicated_inputs", ANY)
          .variadicOperand("packed_inputs", ANY)
          .attr("n", I32_AT_LEAST_2)
          .optionalAttr("devices", AttrConstraint.DICTIONARY)
          .variadicResult("replicated_outputs", ANY)
          .sizedRegion("body", 1)
          .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
          .assembly(new ReplicateSyntax())
          .verifier(TfDeviceOps::verifyReplicate)
          .regionVerifier(TfDeviceOps::verifyTerminatorKinds)
          .build();

  /**
   * {@code tf_device.replicate([%a, %b] as %ri: t, %p as %pi: t) {n = 2 : i32} { ... }}: replicated
   * inputs (n values each) come before packed inputs (one value each) among the operands and the
   * region's arguments; each return operand gives n results.
   */
  private static final class ReplicateSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      int loc = p.nameOffset();
      List<List<UnresolvedOperand>> replicated = new ArrayList<>();
      List<UnresolvedOperand> packed = new ArrayList<>();
      List<Argument> replicatedArgs = new ArrayList<>();
      List<Argument> packedArgs = new ArrayList<>();
      if (p.parseOptionalLParen() && !p.parseOptionalRParen()) {
        do {
          UnresolvedOperand single = p.parseOptionalOperand();
          if (single != null) {
            packed.add(single);
            expectAs(p, " between packed input and block argument");
            packedArgs.add(p.parseArgument(true, false));
          } else {
            replicated.add(p.parseOperandList(Delimiter.SQUARE, -1));
            expectAs(p, " between replicated inputs and block argument");
            replicatedArgs.add(p.parseArgument(true, false));
          }
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      List<Argument> args = new ArrayList<>(replicatedArgs);
      args.addAll(packedArgs);
      p.parseOptionalAttrDict(state.attributes);
      int n = 0;
      if (!replicated.isEmpty() || !packed.isEmpty()) {
        for (NamedAttribute a : state.attributes) {
          if (a.name().equals("n") && a.value() instanceof IntegerAttr i) {
            n = (int) i.longValue();
          }
        }
        if (n < 2) {
          throw p.emitError(loc, "expects 'n' to be at least 2, got " + n);
        }
        for (int i = 0; i < replicated.size(); i++) {
          List<UnresolvedOperand> group = replicated.get(i);
          if (group.size() != n) {
            throw p.emitError(loc,
                "expects number of operands for replicated input " + i + " to be 'n' (" + n + "), got " + group.size());
          }
          p.resolveOperands(group, args.get(i).type(), state.operands);
        }
        for (int i = 0; i < packed.size(); i++) {
          state.operands.add(p.resolveOperand(packed.get(i), args.get(replicated.size() + i).type()));
        }
      } else {
        for (NamedAttribute a : state.attributes) {
          if (a.name().equals("n") && a.value() instanceof IntegerAttr i) {
            n = (int) i.longValue();
          }
        }
      }
      int replicatedCount = 0;
      for (List<UnresolvedOperand> g : replicated) {
        replicatedCount += g.size();
      }
      // The segment sizes follow from the operands: one written in the attribute dictionary is
      // replaced, as TensorFlow's parser does.
      state.attributes.removeIf(a -> a.name().equals("operandSegmentSizes"));
      state.attributes.add(new NamedAttribute("operandSegmentSizes",
          DenseArrayAttr.get(state.context, IntegerType.get(state.context, 32), new long[] {replicatedCount, packed.size()})));
      Region body = state.addRegion();
      p.parseRegion(body, args, false);
      if (body.numBlocks() > 1) {
        throw p.emitError(loc, "expects a single block region");
      }
      if (body.isEmpty()) {
        body.addBlock(new Block());
      }
      Block b = body.front();
      if (b.isEmpty() || !b.last().hasTrait(Trait.TERMINATOR)) {
        b.append(Operation.create(new OperationState(state.context, RETURN, state.location)));
      }
      Operation terminator = b.last();
      if (!RETURN_NAME.equals(terminator.name())) {
        throw p.emitError(loc, "expects a tf_device.return terminator");
      }
      for (Type t : terminator.operandTypes()) {
        for (int i = 0; i < n; i++) {
          state.addType(t);
        }
      }
    }

    private static void expectAs(OpAsmParser p, String context) {
      if (!p.parseOptionalKeyword("as")) {
        throw p.emitError("expected 'as'" + context);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      int n = replicaCount(op);
      int[] seg = segments(op);
      if (op.numOperands() > 0 && n > 0 && seg != null && !op.region(0).isEmpty()) {
        int replicatedArgs = seg[0] / n;
        Block block = op.region(0).front();
        p.print('(');
        List<BlockArgument> args = block.arguments();
        for (int i = 0; i < args.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          if (i < replicatedArgs) {
            p.print('[');
            p.printOperands(op.operands().subList(i * n, (i + 1) * n));
            p.print(']');
          } else {
            p.printOperand(op.operand(seg[0] + i - replicatedArgs));
          }
          p.print(" as ");
          p.printOperand(args.get(i));
          p.print(": ");
          p.printType(args.get(i).type());
        }
        p.print(')');
      }
      p.printOptionalAttrDict(op.attrDictionary().entries(), List.of("operandSegmentSizes"));
      p.print(' ');
      p.printRegion(op.region(0), false, true, false);
    }
  }

  private static int replicaCount(Operation op) {
    return op.attr("n") instanceof IntegerAttr i ? (int) i.longValue() : 0;
  }

  /** The (replicated, packed) operand counts, or null when the property is missing or malformed. */
  private static int[] segments(Operation op) {
    if (op.attr("operandSegmentSizes") instanceof DenseArrayAttr d) {
      if (d.size() == 2) {
        return new int[] {(int) d.rawValue(0), (int) d.rawValue(1)};
      }
    }
    return null;
  }

  private static boolean compatible(Type a, Type b) {
    Type ea = a instanceof ShapedType s ? s.elementType() : a;
    Type eb = b instanceof ShapedType s ? s.elementType() : b;
    return TypeChecks.compatibleShape(a, b) && ea.equals(eb);
  }

  private static boolean verifyReplicate(Operation op) {
    long n = replicaCount(op);
    if (n < 2) {
      return op.emitOpError("expects 'n' to be at least 2, got " + n).report();
    }
    if (op.attr("devices") instanceof DictionaryAttr devices) {
      for (NamedAttribute e : devices.entries()) {
        if (!(e.value() instanceof ArrayAttr list)) {
          return op.emitError("expects 'devices' to be a map alias and device name list.").report();
        }
        for (Attribute a : list.elements()) {
          if (!(a instanceof StringAttr)) {
            return op.emitOpError("expects 'devices' to be a consists of string list as values.").report();
          }
        }
        if (list.size() != n) {
          return op.emitOpError(
              "expects number of devices (" + list.size() + ") to be equal to 'n' (" + n + ")").report();
        }
      }
    }
    if (!verifyTerminators(op)) {
      return false;
    }
    Block block = op.region(0).front();
    int[] seg = segments(op);
    int numReplicated = seg == null ? op.numOperands() : seg[0];
    int numPacked = seg == null ? 0 : seg[1];
    if (numReplicated % n != 0) {
      return op.emitOpError("expects number of replicated inputs (" + numReplicated
          + ") to be evenly divisible by 'n' (" + n + ")").report();
    }
    int replicatedArgs = (int) (numReplicated / n);
    if (replicatedArgs + numPacked != block.numArguments()) {
      return op.emitOpError("expects number of block arguments (" + block.numArguments()
          + ") to be equal to number of replicated inputs (" + numReplicated + ") / 'n' (" + n
          + ") + number of packed inputs (" + numPacked + ")").report();
    }
    for (BlockArgument arg : block.arguments()) {
      int k = arg.index();
      if (k < replicatedArgs) {
        for (int i = (int) (n * k); i < n * (k + 1); i++) {
          if (!compatible(arg.type(), op.operand(i).type())) {
            return incompatibleOperand(op, i, arg);
          }
        }
      } else {
        int i = k - replicatedArgs + numReplicated;
        if (!compatible(arg.type(), op.operand(i).type())) {
          return incompatibleOperand(op, i, arg);
        }
      }
    }
    Operation terminator = block.last();
    if (op.numResults() != n * terminator.numOperands()) {
      return op.emitOpError("expects number of results (" + op.numResults()
          + ") to be equal to 'n' * number of terminator operands (" + n + " * " + terminator.numOperands() + ")")
          .report();
    }
    for (int k = 0; k < terminator.numOperands(); k++) {
      for (int i = (int) (n * k); i < n * (k + 1); i++) {
        if (!compatible(terminator.operand(k).type(), op.result(i).type())) {
          return op.emitOpError("incompatible types for result " + i + " and terminator operand " + k).report();
        }
      }
    }
    return true;
  }

  private static boolean incompatibleOperand(Operation op, int i, BlockArgument arg) {
    return op.emitOpError("expects operand " + i + " ('" + org.jmlir.ir.print.AttrTypeText.type(op.operand(i).type())
        + "') and block argument " + arg.index() + " ('" + org.jmlir.ir.print.AttrTypeText.type(arg.type())
        + "') to have compatible types").report();
  }

  // ---- shared checks ---------------------------------------------------------------------------------

  /**
   * SingleBlock's part of SingleBlockImplicitTerminator<"ReturnOp">, an op trait checked before the
   * op's verifier: each non-empty region's block has operations.
   */
  static boolean verifyTerminators(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region r = op.region(i);
      if (!r.isEmpty() && r.front().isEmpty()) {
        return op.emitOpError("expects a non-empty block").report();
      }
    }
    return true;
  }

  /**
   * The terminator kind, a region trait MLIR checks after the ops nested in the regions (so a
   * misplaced func.return reports its own parent error first).
   */
  static boolean verifyTerminatorKinds(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Region r = op.region(i);
      if (!r.isEmpty() && !verifyBlockTerminator(op, r.front())) {
        return false;
      }
    }
    return true;
  }

  private static boolean verifyBlockTerminator(Operation op, Block b) {
    if (b.isEmpty()) {
      return op.emitOpError("expects a non-empty block").report();
    }
    Operation last = b.last();
    if (!RETURN_NAME.equals(last.name())) {
      return op.emitOpError("expects regions to end with '" + RETURN_NAME + "', found '" + last.name() + "'")
          .attachNote(op.location(), "in custom textual format, the absence of terminator implies '" + RETURN_NAME + "'")
          .report();
    }
    return true;
  }

  static void printTypes(OpAsmPrinter p, List<Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(types.get(i));
    }
  }
}
