package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code buffer-results-to-out-params}: memref results of functions with a body become trailing
 * out-parameters (MLIR 22's BufferResultsToOutParams): each return copies the value into its
 * out-param ({@code hoist-static-allocs}: a statically shaped memref.alloc is replaced by the
 * out-param instead; {@code hoist-dynamic-allocs}: likewise a dynamically shaped one whose sizes
 * are all arguments of the function, and each call then allocates that out-param with the call's
 * operands for those arguments), and each call allocates the out-params before the call. Public
 * functions change only with {@code modify-public-functions}.
 */
public final class BufferResultsToOutParamsPass extends Pass {
  private static final Set<String> OPTIONS =
      Set.of("add-result-attr", "hoist-static-allocs", "hoist-dynamic-allocs", "modify-public-functions");
  private final boolean addResultAttr;
  private final boolean hoistStatic;
  private final boolean hoistDynamic;
  private final boolean modifyPublic;

  public BufferResultsToOutParamsPass(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!OPTIONS.contains(k)) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    addResultAttr = o.getBool("add-result-attr", false);
    hoistStatic = o.getBool("hoist-static-allocs", false);
    hoistDynamic = o.getBool("hoist-dynamic-allocs", false);
    modifyPublic = o.getBool("modify-public-functions", false);
  }

  @Override
  public String argument() {
    return "buffer-results-to-out-params";
  }

  @Override
  public String summary() {
    return "Converts memref-typed function results to out-params";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    MLIRContext ctx = root.context();
    Map<String, List<Integer>> changed = new HashMap<>();
    Map<String, Map<Integer, List<Integer>>> dynamicSizes = new HashMap<>();
    List<FuncOp> funcs = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o instanceof FuncOp f) {
            funcs.add(f);
          }
        });
    for (FuncOp f : funcs) {
      if (f.isExternal()) {
        continue;
      }
      boolean isPublic = !(f.inherentAttr("sym_visibility") instanceof StringAttr s) || s.value().equals("public");
      if (isPublic && !modifyPublic) {
        continue;
      }
      List<Integer> memrefResults = new ArrayList<>();
      List<Type> results = f.functionType().results();
      for (int i = 0; i < results.size(); i++) {
        if (results.get(i) instanceof MemRefType) {
          memrefResults.add(i);
        }
      }
      if (memrefResults.isEmpty()) {
        continue;
      }
      dynamicSizes.put(f.symName(), rewriteFunction(ctx, f, memrefResults));
      changed.put(f.symName(), memrefResults);
    }
    if (changed.isEmpty()) {
      return;
    }
    List<Operation> calls = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o.name().equals("func.call") && o.attr("callee") instanceof SymbolRefAttr s && s.nested().isEmpty() && changed.containsKey(s.root())) {
            calls.add(o);
          }
        });
    PatternRewriter rewriter = new PatternRewriter(ctx);
    for (Operation call : calls) {
      String callee = ((SymbolRefAttr) call.attr("callee")).root();
      List<Integer> memrefResults = changed.get(callee);
      rewriter.setInsertionPoint(call);
      List<Value> outs = new ArrayList<>();
      for (int i : memrefResults) {
        MemRefType t = (MemRefType) call.result(i).type();
        List<Integer> sizeArgs = dynamicSizes.get(callee).get(i);
        List<Value> sizes = new ArrayList<>();
        if (sizeArgs != null) {
          for (int a : sizeArgs) {
            sizes.add(call.operand(a));
          }
        }
        if (!t.hasStaticShape() && sizeArgs == null) {
          call.emitOpError("cannot create out param for dynamically shaped result").report();
          pc.signalFailure();
          return;
        }
        OperationState a = new OperationState(ctx, ctx.opDef("memref.alloc"), call.location());
        a.addOperands(sizes).addType(t);
        a.addAttribute("operandSegmentSizes", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes.size(), 0));
        outs.add(rewriter.create(a).result(0));
      }
      OperationState s = new OperationState(ctx, call.def(), call.location());
      s.addOperands(call.operands()).addOperands(outs);
      s.attributes.addAll(call.attrDictionary().entries());
      List<Value> replacements = new ArrayList<>();
      for (int i = 0; i < call.numResults(); i++) {
        if (!memrefResults.contains(i)) {
          s.addType(call.result(i).type());
        }
      }
      Operation newCall = rewriter.create(s);
      int next = 0;
      int out = 0;
      for (int i = 0; i < call.numResults(); i++) {
        replacements.add(memrefResults.contains(i) ? outs.get(out++) : newCall.result(next++));
      }
      rewriter.replaceOp(call, replacements);
    }
  }

  /**
   * Rewrites {@code f}'s signature and returns; answers, per result whose dynamically shaped alloc was
   * hoisted, the argument numbers of its sizes.
   */
  private Map<Integer, List<Integer>> rewriteFunction(MLIRContext ctx, FuncOp f, List<Integer> memrefResults) {
    Map<Integer, List<Integer>> hoistedSizes = new HashMap<>();
    FunctionType type = f.functionType();
    Block entry = f.region(0).front();
    List<Type> inputs = new ArrayList<>(type.inputs());
    List<BlockArgument> outArgs = new ArrayList<>();
    for (int i : memrefResults) {
      Type t = type.results().get(i);
      inputs.add(t);
      outArgs.add(entry.addArgument(t, f.location()));
    }
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < type.results().size(); i++) {
      if (!memrefResults.contains(i)) {
        results.add(type.results().get(i));
      }
    }
    f.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results)));
    updateArgAttrs(ctx, f, type.inputs().size(), memrefResults.size());
    updateResAttrs(ctx, f, memrefResults);
    PatternRewriter rewriter = new PatternRewriter(ctx);
    List<Operation> returns = new ArrayList<>();
    f.walkPreOrder(
        o -> {
          if (o.name().equals("func.return") && o.parentOp() == f) {
            returns.add(o);
          }
        });
    for (Operation ret : returns) {
      rewriter.setInsertionPoint(ret);
      List<Value> kept = new ArrayList<>();
      int out = 0;
      for (int i = 0; i < ret.numOperands(); i++) {
        Value v = ret.operand(i);
        if (!memrefResults.contains(i)) {
          kept.add(v);
          continue;
        }
        BlockArgument arg = outArgs.get(out++);
        Operation def = v.definingOp();
        if (hoistStatic && def != null && def.name().equals("memref.alloc") && ((MemRefType) v.type()).hasStaticShape()) {
          rewriter.replaceAllUsesWith(v, arg);
          rewriter.eraseOp(def);
          continue;
        }
        List<Integer> sizeArgs = hoistDynamic ? argumentSizes(def, entry) : null;
        if (sizeArgs != null) {
          hoistedSizes.put(i, sizeArgs);
          rewriter.replaceAllUsesWith(v, arg);
          rewriter.eraseOp(def);
          continue;
        }
        OperationState c = new OperationState(ctx, ctx.opDef("memref.copy"), ret.location());
        c.addOperand(v).addOperand(arg);
        rewriter.create(c);
      }
      OperationState r = new OperationState(ctx, ret.def(), ret.location());
      r.addOperands(kept);
      rewriter.replaceOpWithNewOp(ret, r);
    }
    return hoistedSizes;
  }

  /**
   * The entry-block argument numbers of the sizes of {@code def}, a dynamically shaped memref.alloc
   * whose sizes are all arguments of the function (no symbols), else null.
   */
  private static List<Integer> argumentSizes(Operation def, Block entry) {
    if (def == null || !def.name().equals("memref.alloc") || ((MemRefType) def.result(0).type()).hasStaticShape()) {
      return null;
    }
    List<Integer> args = new ArrayList<>();
    for (Value size : def.operands()) {
      if (!(size instanceof BlockArgument b) || b.owner() != entry) {
        return null;
      }
      args.add(b.index());
    }
    long dynamic = java.util.Arrays.stream(((MemRefType) def.result(0).type()).shape()).filter(d -> d == ShapedType.DYNAMIC).count();
    return args.size() == dynamic ? args : null;
  }

  private void updateArgAttrs(MLIRContext ctx, FuncOp f, int oldCount, int added) {
    Attribute existing = f.inherentAttr("arg_attrs");
    if (!addResultAttr && existing == null) {
      return;
    }
    List<Attribute> attrs = new ArrayList<>();
    for (int i = 0; i < oldCount; i++) {
      attrs.add(existing instanceof ArrayAttr a ? a.elements().get(i) : DictionaryAttr.empty(ctx));
    }
    for (int i = 0; i < added; i++) {
      attrs.add(addResultAttr
          ? DictionaryAttr.get(ctx, List.of(new NamedAttribute("bufferize.result", UnitAttr.get(ctx))))
          : DictionaryAttr.empty(ctx));
    }
    f.setAttr("arg_attrs", ArrayAttr.get(ctx, attrs));
  }

  private static void updateResAttrs(MLIRContext ctx, FuncOp f, List<Integer> removed) {
    if (!(f.inherentAttr("res_attrs") instanceof ArrayAttr a)) {
      return;
    }
    List<Attribute> kept = new ArrayList<>();
    for (int i = 0; i < a.elements().size(); i++) {
      if (!removed.contains(i)) {
        kept.add(a.elements().get(i));
      }
    }
    f.setAttr("res_attrs", kept.isEmpty() ? null : ArrayAttr.get(ctx, kept));
  }
}
