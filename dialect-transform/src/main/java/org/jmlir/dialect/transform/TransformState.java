package org.jmlir.dialect.transform;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.diag.OpText;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * The interpreter's state (MLIR's TransformState): what each transform value is associated with:
 * payload ops for op handles, payload values for value handles, attributes for parameters; and the
 * handles a consuming op invalidated. Runs blocks of transform ops one op after the other.
 */
public final class TransformState {
  /** Why a handle may no longer be used: {@code by} consumed its operand {@code operand}. */
  private record Invalidation(Operation by, int operand, Operation ancestor, Operation nested) {}

  private final Operation payloadRoot;
  private final PrintStream out;
  private final Map<Value, List<Operation>> ops = new IdentityHashMap<>();
  private final Map<Value, List<Value>> values = new IdentityHashMap<>();
  private final Map<Value, List<Attribute>> params = new IdentityHashMap<>();
  private final Map<Value, Invalidation> invalidated = new IdentityHashMap<>();

  public TransformState(Operation payloadRoot, PrintStream out) {
    this.payloadRoot = payloadRoot;
    this.out = out;
  }

  /** The payload root the interpreter started with (the pass's anchor or the tagged op). */
  public Operation topLevel() {
    return payloadRoot;
  }

  /** Where {@code transform.print} writes. */
  public PrintStream out() {
    return out;
  }

  public List<Operation> payloadOps(Value handle) {
    return ops.getOrDefault(handle, List.of());
  }

  public List<Value> payloadValues(Value handle) {
    return values.getOrDefault(handle, List.of());
  }

  public List<Attribute> params(Value handle) {
    return params.getOrDefault(handle, List.of());
  }

  /** The number of payload entities (ops, values or parameters) associated with {@code handle}. */
  public int numAssociations(Value handle) {
    Type t = handle.type();
    if (TransformTypes.isParam(t)) {
      return params(handle).size();
    }
    if (TransformTypes.isValueHandle(t)) {
      return payloadValues(handle).size();
    }
    return payloadOps(handle).size();
  }

  /**
   * Associates {@code handle} with {@code payload}, checking a {@code !transform.op<"name">} handle's
   * ops have that name; on a mismatch reports the error at {@code transformOp} and returns false.
   */
  public boolean setPayloadOps(Operation transformOp, Value handle, List<Operation> payload) {
    if (handle.type() instanceof TransformTypes.OperationType t) {
      for (Operation op : payload) {
        if (!op.name().equals(t.opName())) {
          InFlightDiagnostic d =
              DiagnosedResult.error(
                  transformOp,
                  "incompatible payload operation name expected " + t.opName() + " vs " + op.name() + " -> "
                      + opText(op));
          d.attachNote(op.location(), "payload operation");
          d.report();
          return false;
        }
      }
    }
    ops.put(handle, List.copyOf(payload));
    return true;
  }

  /** The op as MLIR writes an {@code Operation *} into a diagnostic (generic form, regions elided). */
  static String opText(Operation op) {
    String s = OpText.inDiagnostic(op);
    return s.startsWith("\n") ? s : "\n" + s;
  }

  public void setPayloadValues(Value handle, List<Value> payload) {
    values.put(handle, List.copyOf(payload));
  }

  public void setParams(Value handle, List<Attribute> payload) {
    params.put(handle, List.copyOf(payload));
  }

  /** Associates {@code handle} with what {@code from} is associated with (same kind of handle). */
  public boolean copyAssociation(Operation transformOp, Value handle, Value from) {
    Type t = handle.type();
    if (TransformTypes.isParam(t)) {
      setParams(handle, params(from));
      return true;
    }
    if (TransformTypes.isValueHandle(t)) {
      setPayloadValues(handle, payloadValues(from));
      return true;
    }
    return setPayloadOps(transformOp, handle, payloadOps(from));
  }

  /** Associates {@code handle} with a list of entities of whatever kind its type holds. */
  @SuppressWarnings("unchecked")
  public boolean setAssociated(Operation transformOp, Value handle, List<?> payload) {
    Type t = handle.type();
    if (TransformTypes.isParam(t)) {
      setParams(handle, (List<Attribute>) payload);
      return true;
    }
    if (TransformTypes.isValueHandle(t)) {
      setPayloadValues(handle, (List<Value>) payload);
      return true;
    }
    return setPayloadOps(transformOp, handle, (List<Operation>) payload);
  }

  /** What {@code handle} is associated with, whatever its kind. */
  public List<?> associated(Value handle) {
    Type t = handle.type();
    if (TransformTypes.isParam(t)) {
      return params(handle);
    }
    if (TransformTypes.isValueHandle(t)) {
      return payloadValues(handle);
    }
    return payloadOps(handle);
  }

  // ---- invalidation ------------------------------------------------------------------------------

  /**
   * {@code by} consumes its operand {@code index}: every handle to the operand's payload ops or to
   * ops nested in them (and value handles to their results or nested values) becomes invalid.
   */
  void invalidateConsumed(Operation by, int index) {
    Value consumed = by.operand(index);
    List<Operation> roots = payloadOps(consumed);
    if (!TransformTypes.isOpHandle(consumed.type())) {
      if (!TransformTypes.isParam(consumed.type())) {
        invalidated.put(consumed, new Invalidation(by, index, null, null));
      }
      return;
    }
    if (roots.isEmpty()) {
      invalidated.put(consumed, new Invalidation(by, index, null, null));
    }
    for (Map.Entry<Value, List<Operation>> e : ops.entrySet()) {
      for (Operation op : e.getValue()) {
        Operation ancestor = ancestorIn(op, roots);
        if (ancestor != null) {
          invalidated.putIfAbsent(e.getKey(), new Invalidation(by, index, ancestor, op));
          break;
        }
      }
    }
    for (Map.Entry<Value, List<Value>> e : values.entrySet()) {
      for (Value v : e.getValue()) {
        Operation owner = v instanceof OpResult r ? r.owner() : ((BlockArgument) v).owner().parentOp();
        Operation ancestor = owner == null ? null : ancestorIn(owner, roots);
        if (ancestor != null) {
          invalidated.putIfAbsent(e.getKey(), new Invalidation(by, index, ancestor, owner));
          break;
        }
      }
    }
    invalidated.putIfAbsent(consumed, new Invalidation(by, index, null, null));
  }

  private static Operation ancestorIn(Operation op, List<Operation> roots) {
    for (Operation r : roots) {
      if (r.isAncestor(op)) {
        return r;
      }
    }
    return null;
  }

  /** Reports the use of an invalidated operand of {@code op}; null when all operands are valid. */
  private DiagnosedResult checkOperands(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      Invalidation why = invalidated.get(v);
      if (why == null) {
        continue;
      }
      InFlightDiagnostic d = DiagnosedResult.error(op, "op uses a handle invalidated by a previously executed transform op");
      d.attachNote(definingLocation(v), "handle to invalidated ops");
      d.attachNote(
          why.by().location(),
          "invalidated by this transform op that consumes its operand #"
              + why.operand()
              + " and invalidates all handles to payload IR entities associated with this operand and entities nested in them");
      if (why.ancestor() != null) {
        d.attachNote(why.ancestor().location(), "ancestor payload op");
        d.attachNote(why.nested().location(), "nested payload op");
      }
      return DiagnosedResult.definite(d);
    }
    return null;
  }

  private static Location definingLocation(Value v) {
    if (v instanceof OpResult r) {
      return r.owner().location();
    }
    return ((BlockArgument) v).location();
  }

  /** Drops payload ops that a rewrite erased from every handle. */
  public void forgetErased() {
    for (Map.Entry<Value, List<Operation>> e : ops.entrySet()) {
      List<Operation> live = new ArrayList<>(e.getValue().size());
      for (Operation op : e.getValue()) {
        if (isLive(op)) {
          live.add(op);
        }
      }
      if (live.size() != e.getValue().size()) {
        e.setValue(List.copyOf(live));
      }
    }
  }

  private boolean isLive(Operation op) {
    Operation o = op;
    while (o != null && o != payloadRoot) {
      if (o.block() == null) {
        return false;
      }
      o = o.parentOp();
    }
    return o == payloadRoot;
  }

  // ---- running -----------------------------------------------------------------------------------

  /**
   * Runs the ops of {@code block} before its terminator. On success, {@code yielded} (when not null)
   * receives the terminator's operands.
   */
  public DiagnosedResult applyBlock(Block block, List<Value> yielded) {
    for (Operation op : block.operations()) {
      if (op.hasTrait(org.jmlir.ir.Trait.TERMINATOR) && op == block.last()) {
        if (yielded != null) {
          yielded.addAll(op.operands());
        }
        DiagnosedResult bad = checkOperands(op);
        return bad == null ? DiagnosedResult.success() : bad;
      }
      DiagnosedResult r = applyOp(op);
      if (!r.succeeded()) {
        return r;
      }
    }
    return DiagnosedResult.success();
  }

  /** Runs one transform op. */
  public DiagnosedResult applyOp(Operation op) {
    TransformOpInterface impl = op.def().getInterface(TransformOpInterface.class);
    if (impl == null) {
      return DiagnosedResult.definite(op.emitOpError("is not a transform op the interpreter can apply"));
    }
    DiagnosedResult bad = checkOperands(op);
    if (bad != null) {
      return bad;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (impl.consumesOperand(op, i)) {
        invalidateConsumed(op, i);
      }
    }
    DiagnosedResult r = impl.apply(op, this);
    if (!r.isDefinite()) {
      for (Value res : op.results()) {
        if (!ops.containsKey(res) && !values.containsKey(res) && !params.containsKey(res)) {
          setAssociated(op, res, List.of());
        }
      }
    }
    return r;
  }
}
