import '../i18n';
import { ProductCard } from '../shared/product-card/components/product-card';

export default ProductCard;
