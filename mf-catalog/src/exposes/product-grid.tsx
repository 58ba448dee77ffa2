import '../i18n';
import { ProductGrid } from '../features/product-card/components/product-grid';

export default ProductGrid;
