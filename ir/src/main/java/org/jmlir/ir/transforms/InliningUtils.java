package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.interfaces.DialectInlinerInterface;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.Type;

/**
 * Inlines a callable's region at a call (MLIR's InliningUtils): legality through the dialects'
 * inliner interfaces, casts where call and callee types differ, the body cloned (or moved) between
 * the call's block and a continuation block, call-site locations, and the terminators replaced by the
 * results (one block) or by branches to the continuation block (several blocks).
 */
public final class InliningUtils {
  private InliningUtils() {}

  /**
   * Inlines {@code src}, the region of {@code callable}, at {@code call}; the call itself stays in
   * place (the caller erases it). Returns false, leaving the IR as it was, when it cannot.
   */
  public static boolean inlineCall(
      InlinerInterface iface, Operation call, Operation callable, Region src, boolean cloneRegion) {
    if (src.isEmpty()) {
      return false;
    }
    Block entry = src.front();
    CallOpInterface callIface = CallOpInterface.of(call);
    CallableOpInterface callableIface = CallableOpInterface.of(callable);
    List<Type> calleeResultTypes = callableIface.resultTypes(callable);
    List<Value> callOperands = new ArrayList<>(callIface.argOperands(call));
    List<OpResult> callResults = call.results();
    if (callOperands.size() != entry.numArguments() || callResults.size() != calleeResultTypes.size()) {
      return false;
    }
    List<Operation> casts = new ArrayList<>();
    OpBuilder castBuilder = new OpBuilder(call.context());
    castBuilder.setInsertionPoint(call);
    DialectInlinerInterface callDialect = iface.interfaceFor(call);
    IRMapping mapper = new IRMapping();
    for (int i = 0; i < callOperands.size(); i++) {
      BlockArgument arg = entry.argument(i);
      Value operand = callOperands.get(i);
      if (operand.type() != arg.type()) {
        operand = materializeConversion(callDialect, casts, castBuilder, operand, arg.type(), call.location());
        if (operand == null) {
          return cleanup(casts);
        }
      }
      mapper.map(arg, operand);
    }
    castBuilder.setInsertionPointAfter(call);
    for (int i = 0; i < callResults.size(); i++) {
      OpResult r = callResults.get(i);
      if (r.type() == calleeResultTypes.get(i)) {
        continue;
      }
      Value cast = materializeConversion(callDialect, casts, castBuilder, r, r.type(), call.location());
      if (cast == null) {
        return cleanup(casts);
      }
      r.replaceAllUsesWith(cast);
      Operation castOp = cast.definingOp();
      castOp.setOperand(0, r);
    }
    if (!iface.isLegalToInline(call, callable, cloneRegion)) {
      return cleanup(casts);
    }
    List<Value> toReplace = new ArrayList<>(callResults);
    if (!inlineRegion(iface, src, call, mapper, toReplace, calleeResultTypes, call.location(), cloneRegion, callable)) {
      return cleanup(casts);
    }
    return true;
  }

  private static Value materializeConversion(
      DialectInlinerInterface dialect, List<Operation> casts, OpBuilder b, Value arg, Type type, Location loc) {
    if (dialect == null) {
      return null;
    }
    Operation cast = dialect.materializeCallConversion(b, arg, type, loc);
    if (cast == null) {
      return null;
    }
    casts.add(cast);
    return cast.result(0);
  }

  private static boolean cleanup(List<Operation> casts) {
    for (Operation c : casts) {
      c.result(0).replaceAllUsesWith(c.operand(0));
      c.erase();
    }
    return false;
  }

  /** Whether every op of {@code src} (and, where asked, of its nested regions) may go into {@code dest}. */
  private static boolean isLegalToInline(InlinerInterface iface, Region src, Region dest, boolean clone, IRMapping mapping) {
    for (Block b : src.blocks()) {
      for (Operation op : b) {
        if (!iface.isLegalToInline(op, dest, clone, mapping)) {
          return false;
        }
        if (iface.shouldAnalyzeRecursively(op)) {
          for (Region r : op.regions()) {
            if (!isLegalToInline(iface, r, dest, clone, mapping)) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  /**
   * Inlines {@code src} right after {@code after}, with the entry arguments already mapped in
   * {@code mapper}; {@code resultsToReplace} get the values the region returns.
   */
  static boolean inlineRegion(
      InlinerInterface iface,
      Region src,
      Operation after,
      IRMapping mapper,
      List<Value> resultsToReplace,
      List<Type> resultTypes,
      Location inlineLoc,
      boolean cloneRegion,
      Operation callable) {
    Block entry = src.front();
    for (BlockArgument a : entry.arguments()) {
      if (!mapper.contains(a)) {
        return false;
      }
    }
    Block inlineBlock = after.block();
    Region insertRegion = inlineBlock.parent();
    if (!iface.isLegalToInline(insertRegion, src, cloneRegion, mapper)
        || !isLegalToInline(iface, src, insertRegion, cloneRegion, mapper)) {
      return false;
    }
    MLIRContext ctx = after.context();
    OpBuilder builder = new OpBuilder(ctx);
    if (after.nextInBlock() != null) {
      builder.setInsertionPoint(after.nextInBlock());
    } else {
      builder.setInsertionPointToEnd(inlineBlock);
    }
    Operation call = callable != null ? after : null;
    // MLIR's inline point: the op after the call. What handleArgument builds goes before it and stays
    // in the call's block, ahead of the inlined body.
    Operation inlinePoint = after.nextInBlock();
    if (call != null) {
      handleArguments(iface, builder, call, callable, src, mapper);
    }
    Block post = splitBlockAfter(inlinePoint != null ? inlinePoint.prevInBlock() : inlineBlock.last());
    int insertAt = insertRegion.indexOf(post);
    List<Block> newBlocks = cloneRegion ? cloneInto(src, insertRegion, insertAt, mapper) : moveInto(src, insertRegion, insertAt);
    Block firstNew = newBlocks.get(0);
    if (inlineLoc != null && !(inlineLoc instanceof UnknownLoc)) {
      remapLocations(ctx, newBlocks, inlineLoc);
    }
    if (!cloneRegion) {
      for (Block b : newBlocks) {
        for (Operation op : b) {
          op.walkPreOrder(
              o -> {
                for (int i = 0; i < o.numOperands(); i++) {
                  Value m = mapper.lookupOrNull(o.operand(i));
                  if (m != null) {
                    o.setOperand(i, m);
                  }
                }
              });
        }
      }
    }
    if (call != null) {
      DialectInlinerInterface h = iface.interfaceFor(call);
      if (h != null) {
        h.processInlinedCallBlocks(call, newBlocks);
      }
    }
    iface.processInlinedBlocks(newBlocks);
    DialectInlinerInterface blockIface = iface.interfaceFor(firstNew.parentOp());
    boolean fastPath = blockIface == null || blockIface.allowSingleBlockOptimization(newBlocks);
    if (fastPath && newBlocks.size() == 1) {
      Operation term = firstNew.last();
      builder.setInsertionPoint(term);
      if (call != null) {
        handleResults(iface, builder, call, callable, new ArrayList<>(term.operands()));
      }
      iface.interfaceFor(term).handleTerminator(term, resultsToReplace);
      term.erase();
      for (Operation o : post.operations()) {
        o.remove();
        firstNew.append(o);
      }
      post.erase();
    } else {
      for (int i = 0; i < resultsToReplace.size(); i++) {
        Value r = resultsToReplace.get(i);
        r.replaceAllUsesWith(post.addArgument(resultTypes.get(i), locationOf(r)));
      }
      builder.setInsertionPointToStart(post);
      if (call != null) {
        handleResults(iface, builder, call, callable, new ArrayList<>(post.arguments()));
      }
      for (Block b : newBlocks) {
        Operation term = b.last();
        iface.interfaceFor(term).handleTerminator(term, post);
      }
    }
    for (Operation o : firstNew.operations()) {
      o.remove();
      inlineBlock.append(o);
    }
    firstNew.erase();
    return true;
  }

  private static Location locationOf(Value v) {
    return v instanceof BlockArgument a ? a.location() : v.definingOp().location();
  }

  private static void handleArguments(
      InlinerInterface iface, OpBuilder builder, Operation call, Operation callable, Region src, IRMapping mapper) {
    DialectInlinerInterface h = iface.interfaceFor(callable);
    if (h == null) {
      return;
    }
    ArrayAttr attrs = CallableOpInterface.of(callable).argAttrs(callable);
    Block entry = src.front();
    for (int i = 0; i < entry.numArguments(); i++) {
      BlockArgument a = entry.argument(i);
      DictionaryAttr d = dictAt(attrs, i, call.context());
      mapper.map(a, h.handleArgument(builder, call, callable, mapper.lookupOrDefault(a), d));
    }
  }

  private static void handleResults(InlinerInterface iface, OpBuilder builder, Operation call, Operation callable, List<Value> results) {
    DialectInlinerInterface h = iface.interfaceFor(callable);
    if (h == null) {
      return;
    }
    ArrayAttr attrs = CallableOpInterface.of(callable).resAttrs(callable);
    for (int i = 0; i < results.size(); i++) {
      Value r = results.get(i);
      Set<Operation> users = new HashSet<>(r.users());
      Value nr = h.handleResult(builder, call, callable, r, dictAt(attrs, i, call.context()));
      if (nr == r) {
        continue;
      }
      for (OpOperand u : r.uses()) {
        if (users.contains(u.owner())) {
          u.set(nr);
        }
      }
    }
  }

  private static DictionaryAttr dictAt(ArrayAttr attrs, int i, MLIRContext ctx) {
    if (attrs != null && i < attrs.elements().size() && attrs.elements().get(i) instanceof DictionaryAttr d) {
      return d;
    }
    return DictionaryAttr.empty(ctx);
  }

  /** Moves the ops after {@code op} into a new block inserted right after op's block; returns it. */
  static Block splitBlockAfter(Operation op) {
    Block block = op.block();
    Region region = block.parent();
    Block post = new Block();
    region.insertBlock(region.indexOf(block) + 1, post);
    for (Operation o = op.nextInBlock(); o != null; ) {
      Operation next = o.nextInBlock();
      o.remove();
      post.append(o);
      o = next;
    }
    return post;
  }

  private static List<Block> cloneInto(Region src, Region dest, int index, IRMapping mapper) {
    List<Block> out = new ArrayList<>(src.numBlocks());
    for (Block b : src.blocks()) {
      Block nb = new Block();
      // Arguments already mapped (the entry block's, to the call operands) are not recreated.
      for (BlockArgument a : b.arguments()) {
        if (!mapper.contains(a)) {
          mapper.map(a, nb.addArgument(a.type(), a.location()));
        }
      }
      mapper.map(b, nb);
      dest.insertBlock(index++, nb);
      out.add(nb);
    }
    for (Block b : src.blocks()) {
      Block nb = mapper.lookupOrDefault(b);
      for (Operation o : b) {
        nb.append(o.clone(mapper));
      }
    }
    // Operands that referred to values of later blocks are remapped now.
    for (Block nb : out) {
      for (Operation o : nb) {
        o.walkPreOrder(
            x -> {
              for (int i = 0; i < x.numOperands(); i++) {
                Value m = mapper.lookupOrNull(x.operand(i));
                if (m != null && m != x.operand(i)) {
                  x.setOperand(i, m);
                }
              }
            });
      }
    }
    return out;
  }

  private static List<Block> moveInto(Region src, Region dest, int index) {
    List<Block> out = new ArrayList<>(src.blocks());
    for (Block b : out) {
      b.remove();
      dest.insertBlock(index++, b);
    }
    return out;
  }

  /** Gives every inlined op and block argument the location {@code callsite(loc at callerLoc)}. */
  private static void remapLocations(MLIRContext ctx, List<Block> blocks, Location callerLoc) {
    Map<Location, Location> cache = new HashMap<>();
    for (Block b : blocks) {
      for (BlockArgument a : b.arguments()) {
        a.setLocation(cache.computeIfAbsent(a.location(), l -> stack(ctx, l, callerLoc)));
      }
      for (Operation op : b) {
        op.walkPreOrder(
            o -> {
              o.setLocation(cache.computeIfAbsent(o.location(), l -> stack(ctx, l, callerLoc)));
              for (Region r : o.regions()) {
                for (Block nb : r.blocks()) {
                  for (BlockArgument a : nb.arguments()) {
                    a.setLocation(cache.computeIfAbsent(a.location(), l -> stack(ctx, l, callerLoc)));
                  }
                }
              }
            });
      }
    }
  }

  /** A callee location already a call-site chain gets the caller appended at its innermost end. */
  private static Location stack(MLIRContext ctx, Location callee, Location caller) {
    List<CallSiteLoc> chain = new ArrayList<>();
    Location last = callee;
    while (last instanceof CallSiteLoc cs) {
      chain.add(cs);
      last = cs.caller();
    }
    Location result = CallSiteLoc.get(ctx, last, caller);
    for (int i = chain.size() - 1; i >= 0; i--) {
      result = CallSiteLoc.get(ctx, chain.get(i).callee(), result);
    }
    return result;
  }
}
