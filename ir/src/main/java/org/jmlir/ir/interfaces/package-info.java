/** Op and dialect interfaces the generic transforms query: calls, callables, inlining. */
package org.jmlir.ir.interfaces;
