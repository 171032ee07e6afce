/** PDLL's typed syntax tree: declarations, statements, expressions and their types. */
package org.jmlir.pdll.ast;
