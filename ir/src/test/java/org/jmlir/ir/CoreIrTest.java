package org.jmlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

class CoreIrTest {
  private final MLIRContext ctx = new MLIRContext();
  private final Location loc = UnknownLoc.get(ctx);
  private final Type i32 = IntegerType.get(ctx, 32);

  private Operation op(String name, List<Value> operands, int results) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    for (int i = 0; i < results; i++) {
      s.addType(i32);
    }
    return Operation.create(s);
  }

  @Test
  void equalTypesAndAttributesAreTheSameObject() {
    assertSame(IntegerType.get(ctx, 32), IntegerType.get(ctx, 32));
    assertSame(
        RankedTensorType.get(ctx, new long[] {2, 3}, i32), RankedTensorType.get(ctx, new long[] {2, 3}, i32));
    assertFalse(
        RankedTensorType.get(ctx, new long[] {2, 3}, i32) == RankedTensorType.get(ctx, new long[] {3, 2}, i32));
    assertSame(FunctionType.get(ctx, List.of(i32), List.of()), FunctionType.get(ctx, List.of(i32), List.of()));
    assertSame(
        ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, "a"))), ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, "a"))));
    // A different context interns separately.
    assertFalse(IntegerType.get(new MLIRContext(), 32) == IntegerType.get(ctx, 32));
  }

  @Test
  void integerAttributesAreTruncatedToTheirWidth() {
    assertEquals(-1, IntegerAttr.get(ctx, IntegerType.get(ctx, 8), 255).longValue());
    IntegerType u8 = IntegerType.get(ctx, 8, IntegerType.Signedness.UNSIGNED);
    assertEquals(255, IntegerAttr.get(ctx, u8, -1).longValue());
    assertTrue(IntegerAttr.bool(ctx, true).boolValue());
    assertSame(IntegerAttr.bool(ctx, true), IntegerAttr.get(ctx, IntegerType.get(ctx, 1), 1));
  }

  @Test
  void dictionariesAreSortedAndLaterDuplicatesWin() {
    DictionaryAttr d =
        DictionaryAttr.get(
            ctx,
            List.of(
                new NamedAttribute("b", StringAttr.get(ctx, "1")),
                new NamedAttribute("a", StringAttr.get(ctx, "2")),
                new NamedAttribute("b", StringAttr.get(ctx, "3"))));
    assertEquals(List.of("a", "b"), d.entries().stream().map(NamedAttribute::name).toList());
    assertSame(StringAttr.get(ctx, "3"), d.get("b"));
    assertNull(d.get("c"));
  }

  @Test
  void useListsTrackOperandsAndReplaceAllUses() {
    Operation def1 = op("t.def", List.of(), 1);
    Operation def2 = op("t.def", List.of(), 1);
    Value a = def1.result(0);
    Value b = def2.result(0);
    Operation user1 = op("t.use", List.of(a, a), 0);
    Operation user2 = op("t.use", List.of(a), 0);
    assertEquals(3, a.uses().size());
    a.replaceAllUsesWith(b);
    assertTrue(a.hasNoUses());
    assertEquals(3, b.uses().size());
    assertSame(b, user1.operand(1));
    user2.setOperand(0, a);
    assertTrue(a.hasOneUse());
    assertThrows(IllegalStateException.class, def1::erase);
    user2.erase();
    def1.erase();
    assertEquals(2, b.uses().size());
  }

  @Test
  void blocksKeepOrderAndAnswerIsBeforeInBlock() {
    Block block = new Block();
    Operation o1 = op("t.a", List.of(), 0);
    Operation o2 = op("t.b", List.of(), 0);
    Operation o3 = op("t.c", List.of(), 0);
    block.append(o1);
    block.append(o3);
    block.insertBefore(o3, o2);
    assertEquals(List.of(o1, o2, o3), block.operations());
    assertTrue(o1.isBeforeInBlock(o3));
    assertTrue(o2.isBeforeInBlock(o3));
    o1.moveAfter(o3);
    assertEquals(List.of(o2, o3, o1), block.operations());
    assertFalse(o1.isBeforeInBlock(o2));
    List<Operation> seen = new ArrayList<>();
    for (Operation o : block) {
      seen.add(o);
      o.erase(); // erasing while iterating is allowed
    }
    assertEquals(List.of(o2, o3, o1), seen);
    assertTrue(block.isEmpty());
  }

  @Test
  void blockArgumentsRenumberOnInsertAndErase() {
    Block block = new Block();
    BlockArgument a = block.addArgument(i32, loc);
    BlockArgument c = block.addArgument(i32, loc);
    BlockArgument b = block.insertArgument(1, i32, loc);
    assertEquals(List.of(0, 1, 2), List.of(a.index(), b.index(), c.index()));
    block.eraseArgument(0);
    assertEquals(0, b.index());
    assertEquals(1, c.index());
  }

  /** Builds a chain of {@code depth} ops, each nested in the region of the previous one. */
  private Operation nest(int depth) {
    Operation root = null;
    Block parentBlock = null;
    for (int i = 0; i < depth; i++) {
      OperationState s = new OperationState(ctx, "t.region", loc);
      s.addRegion();
      Operation o = Operation.create(s);
      Block b = o.region(0).addBlock();
      if (parentBlock == null) {
        root = o;
      } else {
        parentBlock.append(o);
      }
      parentBlock = b;
    }
    return root;
  }

  @Test
  void walksAreIterativeAndOrdered() {
    Operation root = nest(100_000);
    int[] count = {0};
    root.walk(o -> count[0]++);
    assertEquals(100_000, count[0]);
    List<Operation> pre = new ArrayList<>();
    root.walkPreOrder(pre::add);
    assertSame(root, pre.get(0));
    List<Operation> post = new ArrayList<>();
    root.walk(post::add);
    assertSame(root, post.get(post.size() - 1));
  }

  @Test
  void postOrderVisitsSiblingsInOrderAndChildrenFirst() {
    OperationState s = new OperationState(ctx, "t.parent", loc);
    s.addRegion();
    Operation parent = Operation.create(s);
    Block b = parent.region(0).addBlock();
    Operation x = op("t.x", List.of(), 0);
    Operation y = op("t.y", List.of(), 0);
    b.append(x);
    b.append(y);
    List<String> names = new ArrayList<>();
    parent.walk(o -> names.add(o.name()));
    assertEquals(List.of("t.x", "t.y", "t.parent"), names);
    assertSame(parent, x.parentOp());
    assertTrue(parent.isProperAncestor(y));
  }

  @Test
  void setAttrRoutesInherentNamesToProperties() {
    OpDef def = OpDef.builder("t.withprop").inherentAttrs("value").build();
    OperationState s = new OperationState(ctx, def, loc);
    Operation o = Operation.create(s);
    o.setAttr("value", StringAttr.get(ctx, "p"));
    o.setAttr("other", StringAttr.get(ctx, "d"));
    assertSame(StringAttr.get(ctx, "p"), o.inherentAttr("value"));
    assertNull(o.attributes().get("value"));
    assertSame(StringAttr.get(ctx, "d"), o.attr("other"));
    o.removeAttr("other");
    assertTrue(o.attributes().isEmpty());
  }

  @Test
  void cloneCopiesRegionsAndRemapsInternalValuesAndSuccessors() {
    Operation outer = op("t.def", List.of(), 1);
    OperationState s = new OperationState(ctx, "t.region", loc);
    s.addRegion();
    Operation parent = Operation.create(s);
    Block b0 = parent.region(0).addBlock();
    Block b1 = parent.region(0).addBlock();
    BlockArgument arg = b1.addArgument(i32, loc);
    Operation inner = op("t.def", List.of(), 1);
    b0.append(inner);
    OperationState br = new OperationState(ctx, "t.br", loc).addOperand(inner.result(0)).addSuccessor(b1);
    b0.append(Operation.create(br));
    b1.append(op("t.use", List.of(arg, outer.result(0)), 0));
    IRMapping mapping = new IRMapping();
    Operation copy = parent.clone(mapping);
    Block c0 = copy.region(0).block(0);
    Block c1 = copy.region(0).block(1);
    assertSame(c1, c0.last().successor(0));
    assertSame(c0.first().result(0), c0.last().operand(0));
    assertSame(c1.argument(0), c1.first().operand(0));
    assertSame(outer.result(0), c1.first().operand(1));
    assertSame(c1, mapping.lookupOrDefault(b1));
    assertEquals(2, outer.result(0).uses().size());
  }
}
