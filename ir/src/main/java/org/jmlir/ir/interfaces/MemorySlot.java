package org.jmlir.ir.interfaces;

import org.jmlir.ir.Value;
import org.jmlir.ir.type.Type;

/** A memory location that holds one value of {@code elemType}, reached through {@code ptr} (MLIR's MemorySlot). */
public record MemorySlot(Value ptr, Type elemType) {}
