package org.jmlir.conversion.tftohlo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.jmlir.dialect.hlo.ChannelHandleAttr;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code -xla-legalize-tf-communication} (TensorFlow's LegalizeTFCommunication): the TF/XLA host
 * transfers become mhlo ones ordered by a token. {@code tf._XlaHostComputeMlir} becomes one
 * {@code mhlo.send} per operand then one {@code mhlo.recv} per result ({@code mhlo.after_all} joins
 * two or more tokens), {@code tf.XlaSendToHost} a send and {@code tf.XlaRecvFromHost} a recv. Each
 * transfer gets the next channel id (counted from 1 for the whole run, as TensorFlow's process-wide
 * counter; device-to-host type 2, host-to-device type 3), the rendezvous name
 * {@code <key>_dtoh_<i>} / {@code <key>_htod_<i>} as a frontend attribute, and the sharding of
 * TPU core 0 (or manual sharding for {@code manual_sharding} host computes).
 *
 * <p>The token threads through the function: a public function (or one nobody calls) creates it
 * with {@code mhlo.create_token}; a private function that is called takes it as a last argument
 * and returns it as a last result, and its calls pass and receive it. A called public function is
 * cloned (private, renamed uniquely) for its callers. {@code mhlo.if} and {@code mhlo.while} on the
 * way to a transfer get a token result (the while also a token operand and block argument); their
 * regions return it. Other region ops on the way, and functions of more than one block, are errors.
 */
final class LegalizeTfCommunication extends Pass {
  private static final AtomicLong CHANNEL = new AtomicLong(1);
  private static final String HOST_COMPUTE = "tf._XlaHostComputeMlir";
  private static final String SEND = "tf.XlaSendToHost";
  private static final String RECV = "tf.XlaRecvFromHost";
  /** xla::OpSharding{type: MAXIMAL, tile_assignment_dimensions: [1], tile_assignment_devices: [0]}, serialized. */
  private static final String MAXIMAL_CORE0 = "\u0008\u0001\u001A\u0001\u0001\"\u0001\u0000";
  /** xla::OpSharding{type: MANUAL}, serialized. */
  private static final String MANUAL = "\u0008\u0004";

  LegalizeTfCommunication(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "xla-legalize-tf-communication";
  }

  @Override
  public String summary() {
    return "Legalize TF/XLA communication ops (TensorFlow dialect) to the HLO dialect";
  }

  /** A function to rewrite, the control flow ops and blocks on the way to its transfers, and its clone. */
  private static final class ToRewrite {
    final Operation func;
    final Set<Operation> controlFlow = new HashSet<>();
    final Set<Block> blocks = new HashSet<>();
    Operation clone;

    ToRewrite(Operation func) {
      this.func = func;
    }
  }

  /** The next op to visit: {@code op} itself (region null) or its region {@code region}, with the current token. */
  private record Visit(Integer region, Value token, Operation op) {}

  @Override
  public void run(Operation module, PassContext pc) {
    Map<String, ToRewrite> funcs = new LinkedHashMap<>();
    if (!collect(module, funcs)) {
      pc.signalFailure();
      return;
    }
    for (ToRewrite f : new ArrayList<>(funcs.values())) {
      if (!rewrite(module, f.func, funcs, f.controlFlow, f.blocks, false)) {
        pc.signalFailure();
        return;
      }
      if (f.clone != null) {
        ToRewrite c = new ToRewrite(f.clone);
        f.clone.walk(op -> {
          if (isTransfer(op) || isCallTo(op, funcs)) {
            ancestors(op, c.controlFlow, c.blocks);
          }
        });
        rewrite(module, f.clone, funcs, c.controlFlow, c.blocks, true);
      }
    }
  }

  private static boolean isTransfer(Operation op) {
    return op.name().equals(HOST_COMPUTE) || op.name().equals(SEND) || op.name().equals(RECV);
  }

  private static boolean isCallTo(Operation op, Map<String, ToRewrite> funcs) {
    return op.name().equals("func.call") && op.attr("callee") instanceof SymbolRefAttr s && funcs.containsKey(s.root());
  }

  /** Collects the control flow ancestors of {@code op} up to its function; false (with an error) on another ancestor. */
  private static boolean ancestors(Operation op, Set<Operation> controlFlow, Set<Block> blocks) {
    Block block = op.block();
    Operation parent = block == null ? null : block.parentOp();
    while (block != null && parent != null && !parent.name().equals("func.func")) {
      if (!parent.name().equals("mhlo.if") && !parent.name().equals("mhlo.while")) {
        op.emitOpError("expects ancestor(s) to be of ['mhlo.if', 'func.func']").report();
        return false;
      }
      if (block.parent().numBlocks() != 1) {
        op.emitOpError("expects single block region ancestor(s)").report();
        return false;
      }
      controlFlow.add(parent);
      blocks.add(block);
      block = parent.block();
      parent = block == null ? null : block.parentOp();
    }
    return true;
  }

  /** The functions with transfers, their callers (transitively), and clones of the called public ones. */
  private static boolean collect(Operation module, Map<String, ToRewrite> funcs) {
    List<Operation> toVisit = new ArrayList<>();
    for (Operation func : module.region(0).front().operations()) {
      if (!func.name().equals("func.func")) {
        continue;
      }
      ToRewrite f = new ToRewrite(func);
      boolean[] found = {false};
      boolean[] ok = {true};
      func.walk(op -> {
        if (ok[0] && isTransfer(op)) {
          found[0] = true;
          ok[0] = ancestors(op, f.controlFlow, f.blocks);
        }
      });
      if (!ok[0]) {
        return false;
      }
      if (found[0]) {
        funcs.put(SymbolTable.symbolName(func), f);
        toVisit.add(func);
      }
    }
    while (!toVisit.isEmpty()) {
      List<Operation> next = new ArrayList<>();
      for (Operation callee : toVisit) {
        String name = SymbolTable.symbolName(callee);
        for (Operation call : module.collect(o -> o.name().equals("func.call") && o.attr("callee") instanceof SymbolRefAttr s
            && s.root().equals(name))) {
          Operation caller = enclosingFunc(call);
          if (caller == null) {
            continue;
          }
          ToRewrite f = new ToRewrite(caller);
          if (!ancestors(call, f.controlFlow, f.blocks)) {
            return false;
          }
          ToRewrite old = funcs.putIfAbsent(SymbolTable.symbolName(caller), f);
          if (old == null) {
            next.add(caller);
          } else {
            old.controlFlow.addAll(f.controlFlow);
            old.blocks.addAll(f.blocks);
          }
        }
      }
      toVisit = next;
    }
    for (ToRewrite f : funcs.values()) {
      if (isPublic(f.func) && used(module, SymbolTable.symbolName(f.func))) {
        Operation clone = f.func.clone();
        clone.setAttr(SymbolTable.VISIBILITY_ATTR, StringAttr.get(module.context(), "private"));
        clone.setAttr(SymbolTable.SYMBOL_ATTR, StringAttr.get(module.context(), uniqueName(module, SymbolTable.symbolName(f.func))));
        module.region(0).front().append(clone);
        f.clone = clone;
      }
    }
    return true;
  }

  /** MLIR's SymbolTable renaming of a clash: {@code name_0}, {@code name_1}, ... */
  private static String uniqueName(Operation module, String name) {
    for (int i = 0; ; i++) {
      String candidate = name + "_" + i;
      if (SymbolTable.lookupSymbolIn(module, candidate) == null) {
        return candidate;
      }
    }
  }

  private static Operation enclosingFunc(Operation op) {
    Operation p = op.parentOp();
    while (p != null && !p.name().equals("func.func")) {
      p = p.parentOp();
    }
    return p;
  }

  private static boolean isPublic(Operation func) {
    return SymbolTable.visibility(func) == SymbolTable.Visibility.PUBLIC;
  }

  /** Whether any op of the module refers to symbol {@code name}. */
  private static boolean used(Operation module, String name) {
    boolean[] found = {false};
    module.walk(op -> {
      if (!found[0]) {
        SymbolTable.forEachSymbolUse(op, s -> found[0] |= s.root().equals(name));
      }
    });
    return found[0];
  }

  /** Rewrites one function's transfers, calls and control flow to thread the token. */
  private static boolean rewrite(Operation module, Operation func, Map<String, ToRewrite> funcs, Set<Operation> controlFlow,
      Set<Block> blocks, boolean isClone) {
    MLIRContext ctx = func.context();
    Region body = func.region(0);
    if (body.numBlocks() != 1) {
      func.emitError("'func.func' ops with more than one block are not supported").report();
      return false;
    }
    boolean threaded = isClone || (!isPublic(func) && used(module, SymbolTable.symbolName(func)));
    Block entry = body.front();
    Type tokenType = TokenType.get(ctx, "mhlo");
    HloBuilder b = new HloBuilder(ctx, "mhlo", func.location());
    Value init;
    if (threaded) {
      init = entry.addArgument(tokenType, func.location());
    } else {
      HloOp create = b.create("create_token", List.of(), List.of(), List.of(tokenType), 0);
      entry.prepend(create);
      init = create.result(0);
    }
    ArrayDeque<Visit> stack = new ArrayDeque<>();
    stack.push(new Visit(null, init, entry.first()));
    while (!stack.isEmpty()) {
      Visit v = stack.pop();
      Operation op = v.op();
      Value token = v.token();
      Operation next = op.nextInBlock();
      String name = op.name();
      if (name.equals(HOST_COMPUTE)) {
        token = hostCompute(b, op, token);
      } else if (name.equals(SEND)) {
        token = send(b, op, op.operand(0), TfShapes.stringAttr(op, "key", ""), 0, token, false);
        op.erase();
      } else if (name.equals(RECV)) {
        token = recv(b, op, op.result(0), TfShapes.stringAttr(op, "key", ""), 0, token, false);
        op.erase();
      } else if (name.equals("func.call") && op.attr("callee") instanceof SymbolRefAttr s && funcs.containsKey(s.root())) {
        Operation clone = funcs.get(s.root()).clone;
        token = call(op, clone == null ? s : SymbolRefAttr.get(ctx, SymbolTable.symbolName(clone)), token);
      } else if (name.equals("mhlo.if") && (v.region() != null || controlFlow.contains(op))) {
        if (v.region() == null) {
          stack.push(new Visit(0, token, rebuild(b, op, null)));
          continue;
        }
        if (v.region() < op.numRegions()) {
          // The branch block gets the token as an argument, which is then replaced by the if's own
          // (implicitly captured) token; the visit of the block continues with that token.
          enterRegion(op, v.region(), List.of(tokenType), stack, blocks, token);
          Block block = op.region(v.region()).front();
          block.argument(0).replaceAllUsesWith(token);
          block.eraseArgument(0);
          Visit top = stack.pop();
          stack.push(new Visit(top.region(), token, top.op()));
          continue;
        }
        token = op.result(op.numResults() - 1);
      } else if (name.equals("mhlo.while") && (v.region() != null || controlFlow.contains(op))) {
        if (v.region() == null) {
          Operation w = rebuild(b, op, token);
          stack.push(new Visit(0, w.result(w.numResults() - 1), w));
          continue;
        }
        if (v.region() < op.numRegions()) {
          enterRegion(op, v.region(), op.operandTypes(), stack, blocks, token);
          continue;
        }
      } else if (name.equals("mhlo.return")) {
        terminator(op, token);
        continue;
      } else if (name.equals("func.return")) {
        if (threaded) {
          List<Value> values = new ArrayList<>(op.operands());
          values.add(token);
          op.setOperands(values);
        }
        continue;
      }
      stack.push(new Visit(null, token, next));
    }
    if (threaded) {
      func.setAttr("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, entry.argumentTypes(), entry.terminator().operandTypes())));
    }
    return true;
  }

  /** The host compute as sends then recvs; returns the last token. */
  private static Value hostCompute(HloBuilder b, Operation op, Value token) {
    boolean manual = TfShapes.boolAttr(op, "manual_sharding", false);
    String sendKey = TfShapes.stringAttr(op, "send_key", "");
    String recvKey = TfShapes.stringAttr(op, "recv_key", "");
    List<Value> sent = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      sent.add(send(b, op, op.operand(i), sendKey, i, token, manual));
    }
    token = sink(b, op, sent, token);
    List<Value> received = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      received.add(recv(b, op, op.result(i), recvKey, i, token, manual));
    }
    token = sink(b, op, received, token);
    op.erase();
    return token;
  }

  private static Value sink(HloBuilder b, Operation at, List<Value> tokens, Value original) {
    if (tokens.isEmpty()) {
      return original;
    }
    if (tokens.size() == 1) {
      return tokens.get(0);
    }
    HloOp all = b.create("after_all", tokens, List.of(), List.of(original.type()), 0);
    at.block().insertBefore(at, all);
    return all.result(0);
  }

  private static Value send(HloBuilder b, Operation at, Value operand, String key, int index, Value token, boolean manual) {
    HloOp s = b.create("send", List.of(operand, token), transfer(at.context(), 2), List.of(token.type()), 0);
    annotate(s, key + "_dtoh_" + index, manual);
    at.block().insertBefore(at, s);
    return s.result(0);
  }

  /** A recv in place of {@code result}'s uses; returns its token. */
  private static Value recv(HloBuilder b, Operation at, Value result, String key, int index, Value token, boolean manual) {
    HloOp r = b.create("recv", List.of(token), transfer(at.context(), 3), List.of(result.type(), token.type()), 0);
    annotate(r, key + "_htod_" + index, manual);
    at.block().insertBefore(at, r);
    result.replaceAllUsesWith(r.result(0));
    return r.result(1);
  }

  private static List<NamedAttribute> transfer(MLIRContext ctx, int type) {
    return List.of(new NamedAttribute("channel_handle", ChannelHandleAttr.get(ctx, "mhlo", CHANNEL.getAndIncrement(), type)),
        new NamedAttribute("is_host_transfer", IntegerAttr.bool(ctx, true)));
  }

  private static void annotate(Operation op, String rendezvous, boolean manual) {
    MLIRContext ctx = op.context();
    op.setAttr("mhlo.frontend_attributes", DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("_xla_host_transfer_handler_name", StringAttr.get(ctx, "tf_rendezvous")),
        new NamedAttribute("_xla_host_transfer_rendezvous", StringAttr.get(ctx, rendezvous)))));
    op.setAttr("mhlo.sharding", StringAttr.get(ctx, manual ? MANUAL : MAXIMAL_CORE0));
  }

  /** The call with the token as a last operand and result, to {@code callee}; returns the token result. */
  private static Value call(Operation call, SymbolRefAttr callee, Value token) {
    OperationState s = new OperationState(call.context(), "func.call", call.location());
    List<Value> operands = new ArrayList<>(call.operands());
    operands.add(token);
    s.addOperands(operands);
    List<Type> types = new ArrayList<>(call.resultTypes());
    types.add(token.type());
    s.addTypes(types);
    s.addAttribute("callee", callee);
    Operation c = Operation.create(s);
    call.block().insertBefore(call, c);
    for (int i = 0; i < call.numResults(); i++) {
      call.result(i).replaceAllUsesWith(c.result(i));
    }
    call.erase();
    return c.result(c.numResults() - 1);
  }

  /**
   * {@code op} (if/while) rebuilt with an extra token result and, when {@code token} is not null, an
   * extra token operand; its regions moved over, its results replaced.
   */
  private static Operation rebuild(HloBuilder b, Operation op, Value token) {
    List<Value> operands = new ArrayList<>(op.operands());
    if (token != null) {
      operands.add(token);
    }
    List<Type> types = new ArrayList<>(op.resultTypes());
    types.add(TokenType.get(op.context(), "mhlo"));
    HloOp n = b.at(op.location()).create(op.name().substring("mhlo.".length()), operands, List.of(), types, op.numRegions());
    for (int i = 0; i < op.numRegions(); i++) {
      n.region(i).takeBody(op.region(i));
    }
    op.block().insertBefore(op, n);
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(n.result(i));
    }
    op.erase();
    return n;
  }

  /** Adds the block arguments {@code types} to region {@code index}'s block and visits it (or rewrites its terminator). */
  private static void enterRegion(Operation op, int index, List<Type> types, ArrayDeque<Visit> stack, Set<Block> blocks, Value token) {
    stack.push(new Visit(index + 1, token, op));
    Block block = op.region(index).front();
    int old = block.numArguments();
    List<BlockArgument> added = new ArrayList<>();
    for (Type t : types) {
      added.add(block.addArgument(t, op.location()));
    }
    for (int i = 0; i < old; i++) {
      block.argument(i).replaceAllUsesWith(added.get(i));
    }
    for (int i = old - 1; i >= 0; i--) {
      block.eraseArgument(i);
    }
    Value blockToken = added.get(added.size() - 1);
    if (blocks.contains(block)) {
      stack.push(new Visit(null, blockToken, block.first()));
      return;
    }
    terminator(block.terminator(), blockToken);
  }

  /** Appends the token to a region terminator (a while's condition keeps its predicate). */
  private static void terminator(Operation ret, Value token) {
    Operation parent = ret.parentOp();
    if (parent != null && parent.name().equals("mhlo.while") && ret.parentRegion() == parent.region(0)) {
      return;
    }
    List<Value> values = new ArrayList<>(ret.operands());
    values.add(token);
    ret.setOperands(values);
  }
}
