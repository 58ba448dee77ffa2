import '../i18n';
import { ProductGrid } from '../shared/product-card/components/product-grid';

export default ProductGrid;
