import '../i18n';
import { ProductCard } from '../features/product-card/components/product-card';

export default ProductCard;
