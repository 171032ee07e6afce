package org.jmlir.ir;

import java.util.List;

/**
 * An op that states its memory effects (MLIR's MemoryEffectOpInterface), so that rewriting can tell
 * an op that only reads, or only allocates its own result, from one that writes: the first kind is
 * dead when its results are unused.
 */
public interface MemoryEffectOpInterface {
  /** One effect, on {@code value} (null: on memory in general). */
  sealed interface Effect {
    Value value();
  }

  record Read(Value value) implements Effect {}

  record Write(Value value) implements Effect {}

  record Allocate(Value value) implements Effect {}

  record Free(Value value) implements Effect {}

  /** The effects of this op (not of nested ops). */
  List<Effect> effects();
}
