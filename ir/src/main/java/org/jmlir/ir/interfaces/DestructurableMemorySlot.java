package org.jmlir.ir.interfaces;

import java.util.Map;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.Type;

/**
 * A memory slot made of sub-elements that sroa may split into separate slots (MLIR's
 * DestructurableMemorySlot): {@code subelements} maps each index attribute to the element's type.
 */
public record DestructurableMemorySlot(Value ptr, Type elemType, Map<Attribute, Type> subelements) {
  public MemorySlot slot() {
    return new MemorySlot(ptr, elemType);
  }
}
