package org.jmlir.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/** wouldOpBeTriviallyDead as MLIR's: reads and own allocations are droppable, writes are not. */
class SideEffectsTest {
  /** An op whose effects are given by its name: fx.read, fx.alloc or fx.write. */
  static final class EffectOp extends Operation implements MemoryEffectOpInterface {
    @Override
    public List<Effect> effects() {
      return switch (name()) {
        case "fx.read" -> List.of(new Read(null));
        case "fx.alloc" -> List.of(new Allocate(result(0)));
        default -> List.of(new Write(null));
      };
    }
  }

  private final MLIRContext ctx = new MLIRContext();

  private Operation make(String name, Trait... traits) {
    OpDef def = OpDef.builder(name).factory(EffectOp::new).traits(traits).build();
    return Operation.create(new OperationState(ctx, def, UnknownLoc.get(ctx)).addType(IntegerType.get(ctx, 32)));
  }

  @Test
  void readsAndOwnAllocationsAreDroppable() {
    assertTrue(SideEffects.wouldOpBeTriviallyDead(make("fx.read")));
    assertTrue(SideEffects.wouldOpBeTriviallyDead(make("fx.alloc")));
    assertFalse(SideEffects.wouldOpBeTriviallyDead(make("fx.write")));
  }

  @Test
  void recursiveEffectsLookInside() {
    OpDef wrapper = OpDef.builder("fx.wrap").traits(Trait.RECURSIVE_MEMORY_EFFECTS).build();
    Operation outer =
        Operation.create(new OperationState(ctx, wrapper, UnknownLoc.get(ctx)).addRegion(new Region()));
    outer.region(0).addBlock().append(make("fx.read"));
    assertTrue(SideEffects.wouldOpBeTriviallyDead(outer));
    outer.region(0).front().append(make("fx.write"));
    assertFalse(SideEffects.wouldOpBeTriviallyDead(outer));
  }
}
